"""``playmat cards coverage``: how much of the card pool the compiler automates, set by set, the
sentence shapes it does not understand yet (commonest first), and the total."""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict
from typing import TYPE_CHECKING

from playmat.decks.formats import formats
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import t
from playmat.i18n.message import msg

if TYPE_CHECKING:
    from playmat.db.scripts import Coverage


def add_parser(card_commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    covering = card_commands.add_parser(
        "coverage", help=t("cli.help.coverage"), description=t("cli.help.coverage_description")
    )
    covering.add_argument("--format", choices=sorted(formats()), help=t("cli.help.coverage_format"))
    covering.add_argument("--set", dest="set_id", metavar="ID", help=t("cli.help.coverage_set"))
    covering.add_argument(
        "--top", type=int, default=20, metavar="N", help=t("cli.help.coverage_top")
    )


def run(args: argparse.Namespace) -> int:
    # Loaded here, not at the top: building the command line must not load the database.
    from playmat.decks.library import open_card_store

    rows = _chosen(open_card_store().coverage(), args)
    if not rows:
        raise PlaymatError(msg("cli.coverage.none"))
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
    counts = {
        set_id: t(
            "cli.coverage.set_row",
            automated=f"{sum(row.compiled.automated for row in cards):>6}",
            total=f"{len(cards):<4}",
        )
        for set_id, cards in by_set.items()
    }
    automated_heading = t("cli.coverage.automated_heading")
    count_width = max(len(text) for text in [*counts.values(), automated_heading])
    heading = (
        f"{t('cli.coverage.heading'):<{width}}  {automated_heading:>{count_width}}"
        f"  {'':>4}  {t('cli.coverage.name_heading')}"
    )
    lines = [heading]
    for set_id, cards in by_set.items():
        automated = sum(row.compiled.automated for row in cards)
        lines.append(
            f"{set_id:<{width}}  {counts[set_id]:>{count_width}}  "
            f"{_percent(automated, len(cards)):>4}  {cards[0].set_name}"
        )
    missed = Counter(shape for row in rows for shape in {m.shape for m in row.compiled.missed})
    if missed and top > 0:
        lines += ["", t("cli.coverage.missed", count=min(top, len(missed)))]
        lines += [f"{count:>6}  {shape}" for shape, count in missed.most_common(top)]
    automated = sum(row.compiled.automated for row in rows)
    percent = _percent(automated, len(rows))
    total = t("cli.coverage.total", automated=automated, total=len(rows), percent=percent)
    return [*lines, "", total]


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"
