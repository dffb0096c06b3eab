import { useLocation, useNavigate } from "react-router";

/**
 * Back as the browser's Back when the app has a page to return to; from a pasted or shared link (the first page
 * of this visit, which React Router keys "default") Back would leave the site, so it goes to `parent` instead.
 */
export function useBack(parent: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key === "default") navigate(parent);
    else navigate(-1);
  };
}
