"""Round 1 of a Swiss event records the event's lot in one row; a match is found by its
players (issue 27)

Revision ID: 0022_swiss_round_lots
Revises: 0021_ratings

The lots drawn before this revision stay on the entries (``entry.state["lot"]``), where the
standings keep reading them: nothing already drawn moves. The matches' player columns are
indexed: a result entry read its players' earlier matches through the event's whole history.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0022_swiss_round_lots"
down_revision: str | None = "0021_ratings"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("swiss_round", sa.Column("lots", sa.JSON(), nullable=False,
                                           server_default="{}"))
    op.create_index(op.f("ix_swiss_match_a_entry_id"), "swiss_match", ["a_entry_id"])
    op.create_index(op.f("ix_swiss_match_b_entry_id"), "swiss_match", ["b_entry_id"])


def downgrade() -> None:
    """The lots go back onto the entries (as before this revision) before the column goes."""
    bind = op.get_bind()
    rounds = sa.table("swiss_round", sa.column("lots", sa.JSON()))
    entries = sa.table("entry", sa.column("id", sa.Integer()), sa.column("state", sa.JSON()))
    for (lots,) in bind.execute(sa.select(rounds.c.lots)).all():
        for entry_id, lot in (lots or {}).items():
            state = bind.execute(sa.select(entries.c.state)
                                 .where(entries.c.id == int(entry_id))).scalar()
            if state is not None:
                bind.execute(sa.update(entries).where(entries.c.id == int(entry_id))
                             .values(state={**state, "lot": lot}))
    op.drop_index(op.f("ix_swiss_match_b_entry_id"), table_name="swiss_match")
    op.drop_index(op.f("ix_swiss_match_a_entry_id"), table_name="swiss_match")
    with op.batch_alter_table("swiss_round") as batch:
        batch.drop_column("lots")
