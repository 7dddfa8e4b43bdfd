"""``playmat cards ...``: import, search, show and count cards from the command line."""

from __future__ import annotations

import argparse
import sys

from playmat.cards.text_format import full_text, one_line
from playmat.cli import coverage
from playmat.db.card_query import parse_query
from playmat.db.importer import import_pool
from playmat.decks.formats import formats
from playmat.decks.legality import store_legality
from playmat.decks.library import open_card_store
from playmat.effects.scripts import card_text
from playmat.i18n.catalogue import Reader


def run(args: argparse.Namespace) -> int:
    if args.cards_command == "coverage":
        return coverage.run(args)
    store = open_card_store()
    if args.cards_command == "import":
        progress = _ProgressLine()
        try:
            report = import_pool(store.database, args.path, progress=progress)
            store_legality(store.database)
        finally:
            progress.end()  # so that an error message starts on a line of its own
        for problem in report.problems:
            print(f"skipped: {problem}", file=sys.stderr)
        print(report.summary())
        return 0
    if args.cards_command == "search":
        cards = store.search(parse_query(" ".join(args.query), limit=args.limit))
        for card in cards:
            print(one_line(card))
        print(f"{len(cards)} cards" + (" (limit reached)" if len(cards) == args.limit else ""))
        return 0 if cards else 1
    if args.cards_command == "show":
        shown = store.get(args.card_id)
        if shown is None:
            print(
                f"playmat: no card with id {args.card_id!r}; try `playmat cards search`.",
                file=sys.stderr,
            )
            return 1
        print(full_text(shown, card_text(shown).in_words(Reader())))
        legal = [formats()[f].name for f in store.legal_formats(shown.id) if f in formats()]
        print("Legal in: " + (", ".join(legal) or "no format"))
        return 0
    stats = store.stats()
    print(f"{stats.cards} cards in {stats.sets} sets")
    for supertype, count in sorted(stats.by_supertype.items()):
        print(f"  {supertype}: {count}")
    print(f"last import: {stats.last_import or 'never (starter set only)'}")
    return 0


class _ProgressLine:
    """A progress bar redrawn in place on one line of stderr."""

    def __init__(self) -> None:
        self.shown = False

    def __call__(self, done: int, total: int, what: str) -> None:
        width = 30
        filled = width * done // total if total else width
        line = f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {what}"
        print(f"{line[:100]:<100}", end="", file=sys.stderr, flush=True)
        self.shown = True

    def end(self) -> None:
        if self.shown:
            print(file=sys.stderr)
            self.shown = False
