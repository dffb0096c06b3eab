import { MessageSquare } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { GuideRole } from "../../../../shared/guide-members";
import type { GuidePlace } from "../../../../shared/schemas";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { useSession } from "../../../lib/api/session";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useCommentWrite, usePlaceComments } from "../api/comments";
import { CommentBox } from "./comment-box";
import { CommentItem } from "./comment-item";

type CommentsButtonProps = { guideId: string; place: GuidePlace; role: GuideRole; count: number };

/** 'Comments (n)' on a place of a guide, for its members: the comments, newest first, and a box to add one. */
export function CommentsButton({ guideId, place, role, count }: CommentsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-8 items-center gap-1 rounded-full bg-surface-raised px-2.5 text-sm text-white/85 hover:bg-border focus-visible:outline-2 focus-visible:outline-accent"
      >
        <MessageSquare aria-hidden className="size-4" />
        Comments ({count})<span className="sr-only"> on {place.name}</span>
      </button>
      {open && (
        <Dialog open={open} onOpenChange={setOpen} title={`Comments on ${place.name}`}>
          <Comments guideId={guideId} placeId={place.id} owner={role === "owner"} />
        </Dialog>
      )}
    </>
  );
}

function Comments({ guideId, placeId, owner }: { guideId: string; placeId: string; owner: boolean }) {
  const { user } = useSession();
  const comments = usePlaceComments(guideId, placeId);
  const write = useCommentWrite(guideId, placeId);
  const [body, setBody] = useState("");
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    write.mutate(
      { action: "add", body },
      {
        onSuccess: () => setBody(""),
        onError: (error) => toast.error(refusalMessage(error, "Could not add the comment") ?? ""),
      },
    );
  };
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={add} className="flex flex-col gap-2">
        <CommentBox label="Your comment" value={body} onChange={setBody} />
        <Button type="submit" className="w-fit" disabled={write.isPending || !body.trim()}>
          Add comment
        </Button>
      </form>
      {comments.isPending && <p className="text-sm text-muted">Loading comments...</p>}
      {comments.isSuccess && items.length === 0 && <p className="text-sm text-muted">No comments yet.</p>}
      <ul className="flex flex-col gap-2">
        {items.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            own={comment.author.id === user?.id}
            owner={owner}
            write={write}
          />
        ))}
      </ul>
      {comments.hasNextPage && (
        <Button
          variant="secondary"
          className="w-fit"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Show older comments
        </Button>
      )}
    </div>
  );
}
