"""The arguments of ``playmat print``; kept apart from the commands so that building the
command line parser loads neither Pillow nor the database."""

from __future__ import annotations

import argparse
from pathlib import Path

from playmat.printing.paper import PAPERS


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``print`` command and its two actions."""
    printing = commands.add_parser("print", help="print proxies or a deck registration sheet")
    actions = printing.add_subparsers(dest="print_command", metavar="ACTION", required=True)
    papers = ", ".join(PAPERS)

    proxies = actions.add_parser(
        "proxies",
        help="a PDF of proxies: every card of a deck at true size, 9 to a page, with cut marks",
    )
    proxies.add_argument("deck", help="the deck's name (see `playmat deck list`)")
    proxies.add_argument("-o", "--output", type=Path, required=True, help="the PDF file to write")
    proxies.add_argument("--paper", help=f"{papers} (default: the locale's, else a4)")
    proxies.add_argument("--bleed", action="store_true", help="3 mm bleed where the paper has room")
    proxies.add_argument("--ink-saving", action="store_true", help="black lines on white")
    proxies.add_argument(
        "--no-basic-energy", action="store_true", help="leave out basic Energy cards"
    )
    proxies.add_argument(
        "--only",
        action="append",
        metavar="CARD_ID[:COUNT]",
        help="print only this card (all its copies, or COUNT); repeat for more cards",
    )
    proxies.add_argument(
        "--images", type=Path, metavar="FOLDER", help="use pictures named by card id from FOLDER"
    )

    decklist = actions.add_parser(
        "decklist", help="a PDF of the Play! Pokémon deck registration sheet for a deck"
    )
    decklist.add_argument("deck", help="the deck's name (see `playmat deck list`)")
    decklist.add_argument("-o", "--output", type=Path, required=True, help="the PDF file to write")
    decklist.add_argument("--player", required=True, help="the player's name")
    decklist.add_argument("--player-id", required=True, help="the Play! Pokémon player ID")
    decklist.add_argument("--birth-date", required=True, metavar="YYYY-MM-DD")
    decklist.add_argument(
        "--event-date", metavar="YYYY-MM-DD", help="the tournament's date, for the season (today)"
    )
    decklist.add_argument("--paper", help=f"{papers} (default: the locale's, else a4)")
