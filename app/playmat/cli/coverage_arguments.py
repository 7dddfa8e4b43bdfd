"""The arguments of ``playmat cards coverage``; kept apart from the command so that building
the command line parser loads neither the compiler nor the database."""

from __future__ import annotations

import argparse

from playmat.decks.formats import formats


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
