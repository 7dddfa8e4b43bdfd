"""Every scenario file in ``tests/scenarios`` passes, and ``playmat scenario run`` reports.

Each scenario encodes one ruling of the rulebook (its ``rulebook`` key names the section; the
file is named after it, e.g. ``EN_II_B_05_cloyster_guard_press``). The cards come from the card
database, as in ``playmat scenario run``; the database lives in a private folder for this module.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

from playmat.cards.model import Card
from playmat.cli import main
from playmat.db.card_store import CardStore
from playmat.decks.library import open_card_store
from playmat.play.scenario import CardLookup, run_file

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(SCENARIOS.glob("*.toml"))


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> CardStore:
    """One card database for the module, in its own folder (never the player's data)."""
    return open_card_store(tmp_path_factory.mktemp("scenario-cards") / "cards.sqlite")


@pytest.fixture(scope="module")
def lookup(store: CardStore) -> CardLookup:
    def cards(card_ids: Iterable[str]) -> Mapping[str, Card]:
        return store.get_many(card_ids)

    return cards


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 20


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path, lookup: CardLookup) -> None:
    outcome = run_file(path, lookup)
    assert outcome.passed, outcome.line()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_names_its_rulebook_section(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data.get("title"), f"{path.name} has no title"
    assert data.get("rulebook"), f"{path.name} names no rulebook section"


ALL_FILES = sorted(SCENARIOS.rglob("*.toml"))


def test_there_are_scenarios_in_every_folder() -> None:
    folders = {path.parent.name for path in ALL_FILES}
    assert folders == {"scenarios", "compiled", "pool"}


@pytest.mark.parametrize("path", ALL_FILES, ids=[str(p.relative_to(SCENARIOS)) for p in ALL_FILES])
def test_every_scenario_checks_an_outcome(path: Path) -> None:
    """A scenario without an expectation or an expected refusal passes whatever the game does
    (the runner only fails on a difference)."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    steps = data.get("step", [])
    assert data.get("expect") or any(s.get("expect") or s.get("illegal") for s in steps)


# -- the command line --------------------------------------------------------------------------

PASSING = """
title = "Rowlet's Tackle does 10 damage"
rulebook = "EN I-A-01"

[position]
[position.player1]
active = { card = "sm1-9", energy = ["sm1-164"] }
deck = ["sm1-164 x5"]
[position.player2]
active = { card = "sm1-24" }
deck = ["sm1-165 x5"]

[[step]]
do = "attack"
name = "Tackle"

[expect]
"player2.active.damage" = 10
"""

#: The same, expecting a wrong amount of damage.
FAILING = PASSING.replace('"player2.active.damage" = 10', '"player2.active.damage" = 30')


def _run_cli(capsys: pytest.CaptureFixture[str], *paths: Path) -> tuple[int, str]:
    code = main(["scenario", "run", *map(str, paths)])
    return code, capsys.readouterr().out


def test_cli_exits_0_when_every_scenario_passes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "tackle.toml").write_text(PASSING, encoding="utf-8")

    code, out = _run_cli(capsys, tmp_path)

    assert code == 0
    assert "PASS" in out and "tackle.toml" in out
    assert "1 passed, 0 failed" in out


def test_cli_exits_1_and_prints_the_first_difference(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a_passes.toml").write_text(PASSING, encoding="utf-8")
    (tmp_path / "b_fails.toml").write_text(FAILING, encoding="utf-8")

    code, out = _run_cli(capsys, tmp_path)

    assert code == 1
    assert "FAIL" in out and "b_fails.toml" in out
    assert "player2.active.damage: expected 30, got 10" in out
    assert "1 passed, 1 failed" in out


def test_cli_reports_a_broken_scenario_file_as_a_failure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text("title = 'no closing quote\n", encoding="utf-8")

    code, out = _run_cli(capsys, broken)

    assert code == 1
    assert "FAIL" in out and "not valid TOML" in out
