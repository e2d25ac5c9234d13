"""Comments on items, threaded."""

from __future__ import annotations

from django.contrib.auth.models import User

from envstudio.tenancy.models import Role, Workspace
from review.models import Comment
from review.services.audit import record_event
from review.services.items import Item, ReviewError, item_filter, require_role


def add_comment(
    *, workspace: Workspace, user: User, item: Item, body: str, parent_id: int | None = None
) -> Comment:
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    body = body.strip()
    if not body:
        raise ReviewError("A comment needs some text.")
    parent = None
    if parent_id is not None:
        parent = Comment.objects.filter(pk=parent_id, **item_filter(item)).first()
        if parent is None:
            raise ReviewError("The comment you replied to does not exist on this item.")
    revision = item.current_revision
    comment = Comment.objects.create(
        workspace=workspace,
        **item_filter(item),
        revision_number=revision.number if revision else None,
        author=user,
        parent=parent,
        body=body,
    )
    record_event(
        workspace=workspace, actor=user, action="comment", item=item, new_value={"comment": comment.pk}
    )
    return comment
