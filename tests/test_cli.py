"""``playmat`` on the command line: what a person sees from ``cards import/search/show/stats`` and
``--version``, including errors without tracebacks."""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from playmat import __version__
from playmat.cli import main
from playmat.db.database import SCHEMA_VERSION
from pool_fixtures import sample_pool


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def pool(tmp_path: Path) -> Path:
    return sample_pool().write(tmp_path / "pool")


@pytest.fixture
def imported(capsys: pytest.CaptureFixture[str], pool: Path) -> None:
    assert main(["cards", "import", str(pool)]) == 0
    capsys.readouterr()


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"playmat {__version__}\n"


def test_stats_on_first_run_show_the_starter_set(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "cards", "stats")
    assert code == 0
    assert out.splitlines() == [
        "58 cards in 1 set",
        "  Energy: 5",
        "  Pokémon: 44",
        "  Trainer: 9",
        "last import: never (starter set only)",
    ]


def test_import_reports_counts_progress_and_skipped_problems(
    capsys: pytest.CaptureFixture[str], pool: Path
) -> None:
    code, out, err = _run(capsys, "cards", "import", str(pool))

    assert code == 0
    assert out == (
        "Imported 13 cards from 2 sets (13 new, 0 updated) and 1 theme deck. "
        "2 problems were skipped.\n"
    )
    assert "2/2 Read all card files" in err
    assert "skipped: sets/en.json: set pm3 (Playmat Test Missing) has no card file" in err
    assert "skipped: decks/en/pm2.json deck #1 (Spark Deck): names unknown card swsh1-0" in err

    code, out, _ = _run(capsys, "cards", "stats")
    assert out.startswith("71 cards in 3 sets\n")
    assert "last import: never" not in out


def test_import_of_something_else_is_a_message_not_a_traceback(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("not cards")
    code, out, err = _run(capsys, "cards", "import", str(notes))
    assert code == 1
    assert out == ""
    assert err == (
        f"playmat: {notes} is neither a folder nor a readable zip file. Give a "
        "pokemon-tcg-data folder or its release zip.\n"
    )


def test_a_failed_import_prints_its_error_on_its_own_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pool = sample_pool()
    pool.cards = {"pm1": "[", "pm2": "["}
    code, _, err = _run(capsys, "cards", "import", str(pool.write(tmp_path / "broken")))
    assert code == 1
    last_line = err.splitlines()[-1]
    assert last_line.startswith("playmat: No cards could be read from ")
    code, out, _ = _run(capsys, "cards", "stats")
    assert out.startswith("58 cards in 1 set")


def test_search_prints_one_line_per_card(
    capsys: pytest.CaptureFixture[str], imported: None
) -> None:
    code, out, _ = _run(
        capsys, "cards", "search", "type:fire", "hp>=100", "format:unlimited", "set:pm2"
    )
    assert code == 0
    lines = out.splitlines()
    assert lines[-1] == "1 card"
    assert lines[0].startswith("pm2-4")
    assert "Moltres" in lines[0]
    assert "120 HP" in lines[0]
    assert "(Playmat Test Spark 4)" in lines[0]


def test_search_with_a_limit_says_so(capsys: pytest.CaptureFixture[str], imported: None) -> None:
    code, out, _ = _run(capsys, "cards", "search", "--limit", "2", "char")
    assert code == 0
    assert out.splitlines()[-1] == "2 cards (limit reached)"


def test_search_without_results_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "cards", "search", "zzzzqx")
    assert (code, out) == (1, "0 cards\n")


def test_search_mistake_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "cards", "search", "colour:red")
    assert code == 1
    assert err.startswith("playmat: Unknown filter colour:red.")


def test_show_prints_the_whole_card(capsys: pytest.CaptureFixture[str], imported: None) -> None:
    code, out, _ = _run(capsys, "cards", "show", "pm2-2")
    assert code == 0
    assert out.splitlines() == [
        "Pikachu VMAX  (pm2-2)",
        "Pokémon VMAX   HP 310   Lightning",
        "Evolves from Pikachu V",
        "{L}{L}{C}  Max Volt  120×",
        "VMAX rule: When your Pokémon VMAX is Knocked Out, your opponent takes 3 Prize cards.",
        "Weakness: none   Resistance: none   Retreat: 0",
        "Prize cards when Knocked Out: 3",
        "Playmat Test Spark (PMS) 2   regulation mark D",
        # By Playmat's format rules (data/formats.json), not the data's own legalities: a
        # card of a made-up series is legal where every card is.
        "Legal in: Unlimited and Half deck",
    ]


def test_show_an_unknown_card(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "cards", "show", "pm9-99")
    assert (code, out) == (1, "")
    assert err == "playmat: no card with id 'pm9-99'; try `playmat cards search`.\n"


def test_a_database_from_a_newer_playmat(
    capsys: pytest.CaptureFixture[str], playmat_home: Path
) -> None:
    assert main(["cards", "stats"]) == 0
    with sqlite3.connect(playmat_home / "playmat.sqlite3") as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    capsys.readouterr()
    code, _, err = _run(capsys, "cards", "stats")
    assert code == 1
    assert "was written by a newer Playmat" in err
    assert "Traceback" not in err


def test_the_installed_command(tmp_path: Path, pool: Path) -> None:
    """The real entry point in a fresh process, as a script would call it."""
    env = {**os.environ, "PLAYMAT_HOME": str(tmp_path / "home")}
    command = [sys.executable, "-m", "playmat"]
    version = subprocess.run(
        [*command, "--version"], env=env, capture_output=True, text=True, check=True
    )
    assert version.stdout == f"playmat {__version__}\n"
    imported = subprocess.run(
        [*command, "cards", "import", str(pool)], env=env, capture_output=True, text=True
    )
    assert imported.returncode == 0, imported.stderr
    shown = subprocess.run(
        [*command, "cards", "show", "pm1-3"], env=env, capture_output=True, text=True
    )
    assert shown.returncode == 0
    assert shown.stdout.startswith("Charizard ex  (pm1-3)\n")
    assert (tmp_path / "home" / "playmat.sqlite3").is_file()


def test_an_unexpected_error_is_a_message_and_its_traceback_goes_to_the_log(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, playmat_home: Path
) -> None:
    from playmat.cli import cards

    def broken(_args: object) -> int:
        raise RuntimeError("the card table vanished")

    monkeypatch.setattr(cards, "run", broken)
    code, out, err = _run(capsys, "cards", "stats")
    log = playmat_home / "playmat.log"
    assert code == 1
    assert out == ""
    assert "unexpected problem (RuntimeError: the card table vanished)" in err
    assert f"The details are in {log}" in err
    assert "Traceback" not in err
    assert "Traceback (most recent call last)" in log.read_text()
    assert "the card table vanished" in log.read_text()


def test_without_a_command_only_the_window_options_are_read() -> None:
    """Opening the window skips building the commands' parser (it loads the formats)."""
    from playmat.cli import opens_the_window

    assert opens_the_window([])
    assert opens_the_window(["--smoke", "--screenshot", "shot.png"])
    assert opens_the_window(["--screenshot=shot.png", "--smoke"])
    assert not opens_the_window(["--screenshot"])  # the full parser says what is missing
    assert not opens_the_window(["--help"])
    assert not opens_the_window(["--version"])
    assert not opens_the_window(["cards", "stats"])


def test_bench_ui_measures_and_sums_up(capsys: pytest.CaptureFixture[str], qapp) -> None:
    """``playmat bench ui`` over the starter set, briefly: every measurement is printed with
    its aim, and the last line sums them up (the numbers themselves are the benchmark's)."""
    code, out, _ = _run(capsys, "bench", "ui", "--runs", "1", "--games", "1")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Over 58 cards; windows at 1600 x 1000; load average")
    for what in ("card search", "table updated after", "table updated and painted", "decklist"):
        assert any(line.startswith(what) and "aim under" in line for line in lines), what
    assert re.fullmatch(r"search p95: \d+ ms; board p95: \d+ ms", lines[-1])
