"""Multi-station safety: constraints and row versions (issue 9)

- ``audit_log.station``: which station (process) did an action, so Ctrl+Z undoes only its own;
- ``event/player/entry.version``: row versions, so a stale edit is refused;
- ``entry.place_tie`` and the unique index ``ux_entry_place``: a finishing place is given once;
- ``ux_seat_position``: a seat holds one player;
- ``undo_payload``: rows an undo of a big action removed, kept apart for redo;
- ``entry.name_key`` and ``ux_entry_name``: one name registered once per event.

Stores written before this revision may already hold what the races produced: places given
twice are numbered as ties (nothing is lost), and of two players in one seat the later-seated
one is unseated (still active; the floor seats them again) so the index can be built; a name
registered twice keeps its first entry's key (the later ones stay unchecked, NULL).

Revision ID: 0007_reliability
Revises: 0006_ofc_penalty_link
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_reliability"
down_revision: str | None = "0006_ofc_penalty_link"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("audit_log", sa.Column("station", sa.String(length=100), nullable=False,
                                         server_default=""))
    op.create_index(op.f("ix_audit_log_station"), "audit_log", ["station"], unique=False)
    for table in ("event", "player", "entry"):
        op.add_column(table, sa.Column("version", sa.Integer(), nullable=False,
                                       server_default="1"))
    op.add_column("entry", sa.Column("place_tie", sa.Integer(), nullable=False,
                                     server_default="0"))
    op.add_column("entry", sa.Column("name_key", sa.String(length=200), nullable=True))
    bind = op.get_bind()
    # places given twice before this revision become ties 0, 1, 2 … (kept, not lost)
    rows = bind.execute(sa.text(
        "SELECT id, event_id, place FROM entry WHERE place IS NOT NULL ORDER BY id")).all()
    seen: dict[tuple[int, int], int] = {}
    ties = []
    for entry_id, event_id, place in rows:
        tie = seen.get((event_id, place), 0)
        seen[(event_id, place)] = tie + 1
        if tie:
            ties.append({"t": tie, "i": entry_id})
    if ties:
        bind.execute(sa.text("UPDATE entry SET place_tie = :t WHERE id = :i"), ties)
    # name keys as the store keeps them (tables.name_key: spaces collapsed, case folded)
    names = bind.execute(sa.text(
        "SELECT entry.id, entry.event_id, player.name FROM entry "
        "JOIN player ON player.id = entry.player_id ORDER BY entry.id")).all()
    keys: set[tuple[int, str]] = set()
    updates = []
    for entry_id, event_id, name in names:
        key = " ".join(str(name).split()).casefold()
        if (event_id, key) not in keys:
            keys.add((event_id, key))
            updates.append({"k": key, "i": entry_id})
    if updates:
        bind.execute(sa.text("UPDATE entry SET name_key = :k WHERE id = :i"), updates)
    # two players in one seat: the later-seated one is unseated
    bind.execute(sa.text(
        "DELETE FROM seat WHERE id IN (SELECT s.id FROM seat s JOIN seat o ON "
        "o.event_id = s.event_id AND o.table_no = s.table_no AND o.seat_no = s.seat_no "
        "AND o.id < s.id)"))
    op.create_index("ux_entry_place", "entry", ["event_id", "place", "place_tie"], unique=True)
    op.create_index("ux_seat_position", "seat", ["event_id", "table_no", "seat_no"],
                    unique=True)
    op.create_index("ux_entry_name", "entry", ["event_id", "name_key"], unique=True)
    op.create_table(
        "undo_payload",
        sa.Column("audit_id", sa.Integer(), nullable=False),
        sa.Column("rows", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("audit_id"),
    )


def downgrade() -> None:
    op.drop_table("undo_payload")
    op.drop_index("ux_seat_position", table_name="seat")
    op.drop_index("ux_entry_name", table_name="entry")
    op.drop_index("ux_entry_place", table_name="entry")
    with op.batch_alter_table("entry") as batch:
        batch.drop_column("name_key")
        batch.drop_column("place_tie")
    for table in ("entry", "player", "event"):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("version")
    op.drop_index(op.f("ix_audit_log_station"), table_name="audit_log")
    with op.batch_alter_table("audit_log") as batch:
        batch.drop_column("station")
