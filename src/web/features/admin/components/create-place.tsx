import { useState } from "react";
import { useLeaveGuard } from "../../../components/ui/leave-guard";
import { PlaceForm } from "./place-form";

/** The Create Place tab: the place form, asking before a navigation drops what was typed. */
export function CreatePlace() {
  const [unsaved, setUnsaved] = useState(false);
  const { prompt } = useLeaveGuard({ when: unsaved, description: "The place you started will be lost." });
  return (
    <>
      <PlaceForm onUnsavedChange={setUnsaved} />
      {prompt}
    </>
  );
}
