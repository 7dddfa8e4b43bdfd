"""``playmat scenario run FILE...``: run scenario files against the card database."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Mapping
from pathlib import Path

from playmat.cards.model import Card
from playmat.decks.library import open_card_store
from playmat.i18n.catalogue import t
from playmat.play.scenario import run_file


def run(args: argparse.Namespace) -> int:
    store = open_card_store()

    def lookup(card_ids: Iterable[str]) -> Mapping[str, Card]:
        return store.get_many(card_ids)

    files = _expand(args.files)
    outcomes = [run_file(path, lookup) for path in files]
    for outcome in outcomes:
        print(outcome.line())
    failed = sum(not o.passed for o in outcomes)
    print(t("scenario_run.total", passed=len(outcomes) - failed, failed=failed))
    return 0 if outcomes and not failed else 1


def _expand(paths: list[Path]) -> list[Path]:
    """Folders stand for the ``*.toml`` files in them."""
    files: list[Path] = []
    for path in paths:
        files.extend(sorted(path.glob("*.toml")) if path.is_dir() else [path])
    return files
