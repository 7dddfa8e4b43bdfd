"""The arguments of ``playmat print``; kept apart from the commands so that building the
command line parser loads neither Pillow, Qt nor the database."""

from __future__ import annotations

import argparse
from pathlib import Path

from playmat.i18n.catalogue import t
from playmat.printing.paper import PAPERS


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``print`` command and its two actions."""
    printing = commands.add_parser("print", help=t("cli.help.print"))
    actions = printing.add_subparsers(
        dest="print_command", metavar=t("cli.help.action"), required=True
    )
    paper = t("cli.help.paper", papers=", ".join(PAPERS))
    output = t("cli.help.pdf_output")

    proxies = actions.add_parser("proxies", help=t("cli.help.proxies"))
    proxies.add_argument("deck", help=t("cli.help.stored_deck"))
    proxies.add_argument("-o", "--output", type=Path, required=True, help=output)
    proxies.add_argument("--paper", help=paper)
    proxies.add_argument("--bleed", action="store_true", help=t("cli.help.bleed"))
    proxies.add_argument("--ink-saving", action="store_true", help=t("cli.help.ink_saving"))
    proxies.add_argument(
        "--no-basic-energy", action="store_true", help=t("cli.help.no_basic_energy")
    )
    proxies.add_argument(
        "--only", action="append", metavar="CARD_ID[:COUNT]", help=t("cli.help.only")
    )
    proxies.add_argument("--images", type=Path, metavar="FOLDER", help=t("cli.help.images"))

    decklist = actions.add_parser("decklist", help=t("cli.help.decklist"))
    decklist.add_argument("deck", help=t("cli.help.stored_deck"))
    decklist.add_argument("-o", "--output", type=Path, required=True, help=output)
    decklist.add_argument("--player", required=True, help=t("cli.help.player"))
    decklist.add_argument("--player-id", required=True, help=t("cli.help.player_id"))
    decklist.add_argument(
        "--birth-date", required=True, metavar="YYYY-MM-DD", help=t("cli.help.birth_date")
    )
    decklist.add_argument("--event-date", metavar="YYYY-MM-DD", help=t("cli.help.event_date"))
    decklist.add_argument("--paper", help=paper)
