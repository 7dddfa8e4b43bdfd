"""``playmat cards ...``: import, search, show and count cards from the command line."""

from __future__ import annotations

import argparse
import sys

from playmat.cards.labels import supertype_word
from playmat.cards.text_format import full_text, one_line
from playmat.cli import coverage
from playmat.db.card_query import parse_query
from playmat.db.importer import import_pool
from playmat.decks.formats import formats
from playmat.decks.legality import store_legality
from playmat.decks.library import open_card_store
from playmat.effects.scripts import card_text
from playmat.i18n.catalogue import Reader, t
from playmat.i18n.message import Message


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
            print(t("cli.cards.skipped", problem=str(problem)), file=sys.stderr)
        print(Reader().render(report.summary()))
        return 0
    if args.cards_command == "search":
        cards = store.search(parse_query(" ".join(args.query), limit=args.limit))
        for card in cards:
            print(one_line(card))
        print(t("cli.cards.found", count=len(cards), full=len(cards) == args.limit))
        return 0 if cards else 1
    if args.cards_command == "show":
        shown = store.get(args.card_id)
        if shown is None:
            no_card = t("cli.cards.no_card", card=args.card_id)
            print(f"playmat: {no_card}", file=sys.stderr)
            return 1
        print(full_text(shown, card_text(shown).in_words(Reader())))
        legal = [formats()[f].name for f in store.legal_formats(shown.id) if f in formats()]
        print(t("card_facts.legal_in", formats=tuple(legal) or t("card_facts.no_format")))
        return 0
    stats = store.stats()
    print(t("cli.cards.stats", cards=stats.cards, sets=stats.sets))
    for supertype, count in sorted(stats.by_supertype.items()):
        print(t("cli.cards.by_supertype", supertype=supertype_word(supertype), count=count))
    print(t("cli.cards.last_import", when=stats.last_import or t("cli.cards.never_imported")))
    return 0


class _ProgressLine:
    """A progress bar redrawn in place on one line of stderr."""

    def __init__(self) -> None:
        self.shown = False

    def __call__(self, done: int, total: int, what: Message) -> None:
        width = 30
        filled = width * done // total if total else width
        said = Reader().render(what)
        line = f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {said}"
        print(f"{line[:100]:<100}", end="", file=sys.stderr, flush=True)
        self.shown = True

    def end(self) -> None:
        if self.shown:
            print(file=sys.stderr)
            self.shown = False
