import { type FormEvent, useState } from "react";
import type { PlaceComment } from "../../../../shared/schemas";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import type { useCommentWrite } from "../api/comments";
import { CommentBox } from "./comment-box";

const when = new Intl.DateTimeFormat("en", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

type CommentItemProps = {
  comment: PlaceComment;
  /** The reader wrote it: they edit and delete it. */
  own: boolean;
  /** The reader owns the guide: they delete any comment. */
  owner: boolean;
  write: ReturnType<typeof useCommentWrite>;
};

export function CommentItem({ comment, own, owner, write }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(comment.body);
  const failed = (fallback: string) => (error: unknown) => toast.error(refusalMessage(error, fallback) ?? "");
  const save = (event: FormEvent) => {
    event.preventDefault();
    write.mutate(
      { action: "edit", commentId: comment.id, body },
      { onSuccess: () => setEditing(false), onError: failed("Could not change the comment") },
    );
  };
  const small = buttonClass("ghost", "px-2 py-1");
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-surface-raised p-3 text-sm">
      <p className="text-muted">
        <span className="font-medium text-white">{comment.author.username}</span> ·{" "}
        {when.format(new Date(comment.createdAt))}
        {comment.edited && " · edited"}
      </p>
      {editing ? (
        <form onSubmit={save} className="flex flex-col gap-2">
          <CommentBox label="Change your comment" value={body} onChange={setBody} />
          <div className="flex gap-2">
            <Button type="submit" disabled={write.isPending || !body.trim()}>
              Save
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <p className="whitespace-pre-line">{comment.body}</p>
      )}
      {!editing && (own || owner) && (
        <div className="flex gap-1">
          {own && (
            <button type="button" className={small} onClick={() => setEditing(true)}>
              Edit<span className="sr-only"> your comment</span>
            </button>
          )}
          <ConfirmDialog
            trigger={
              <button type="button" className={`${small} text-red-300`}>
                Delete<span className="sr-only"> the comment by {comment.author.username}</span>
              </button>
            }
            title="Delete this comment?"
            description="It cannot be brought back."
            confirmLabel="Delete"
            onConfirm={() =>
              write.mutate(
                { action: "delete", commentId: comment.id },
                { onError: failed("Could not delete the comment") },
              )
            }
          />
        </div>
      )}
    </li>
  );
}
