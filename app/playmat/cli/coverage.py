"""``playmat cards coverage``: how much of the card pool the compiler automates, set by set, the
sentence shapes it does not understand yet (commonest first), and the total."""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict
from typing import TYPE_CHECKING

from playmat.decks.formats import formats
from playmat.errors import PlaymatError

if TYPE_CHECKING:
    from playmat.db.scripts import Coverage


def add_parser(card_commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    covering = card_commands.add_parser(
        "coverage",
        help="how many cards the compiler automates, and the text it doesn't understand yet",
        description="A card counts as automated only if every piece of its text compiled.",
    )
    covering.add_argument("--format", choices=sorted(formats()), help="only cards legal in it")
    covering.add_argument("--set", dest="set_id", metavar="ID", help="only this set")
    covering.add_argument(
        "--top", type=int, default=20, metavar="N", help="the N commonest shapes missed (20)"
    )


def run(args: argparse.Namespace) -> int:
    # Loaded here, not at the top: building the command line must not load the database.
    from playmat.decks.library import open_card_store

    rows = _chosen(open_card_store().coverage(), args)
    if not rows:
        raise PlaymatError("No card matches; import a card pool or choose another set or format.")
    for line in report(rows, args.top):
        print(line)
    return 0


def _chosen(rows: list[Coverage], args: argparse.Namespace) -> list[Coverage]:
    if args.set_id:
        rows = [row for row in rows if row.set_id == args.set_id]
    if args.format:
        fmt = formats()[args.format]
        rows = [
            row
            for row in rows
            if fmt.allows(row.card_id, row.set_id, row.regulation_mark, row.series)
            and row.card_id not in fmt.banned
        ]
    return rows


def report(rows: list[Coverage], top: int) -> list[str]:
    """The report's lines: a table by set, the commonest shapes missed, the total."""
    by_set: dict[str, list[Coverage]] = defaultdict(list)
    for row in rows:
        by_set[row.set_id].append(row)
    width = max(len(set_id) for set_id in by_set)
    lines = [f"{'set':<{width}}  {'automated':>13}  {'':>4}  name"]
    for set_id, cards in by_set.items():
        automated = sum(row.compiled.automated for row in cards)
        lines.append(
            f"{set_id:<{width}}  {automated:>6} of {len(cards):<4}  "
            f"{_percent(automated, len(cards)):>4}  {cards[0].set_name}"
        )
    missed = Counter(shape for row in rows for shape in {m.shape for m in row.compiled.missed})
    if missed and top > 0:
        lines += ["", f"The {min(top, len(missed))} commonest sentences not understood (cards):"]
        lines += [f"{count:>6}  {shape}" for shape, count in missed.most_common(top)]
    automated = sum(row.compiled.automated for row in rows)
    lines += [
        "",
        f"automated: {automated} of {len(rows)} cards ({_percent(automated, len(rows))})",
    ]
    return lines


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"
