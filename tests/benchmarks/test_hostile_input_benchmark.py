"""Time and memory on hostile input: decklist lines of a megabyte, and card pools built to
exhaust memory (a zip bomb, forty files at the size cap).

Not part of the default run; run with ``python -m pytest -m benchmark -s
tests/benchmarks/test_hostile_input_benchmark.py`` to see the numbers. The aims (a 1 MB line
read well under a second, an import under 300 MB whatever the input) are printed beside the
numbers rather than asserted; the tests check that each input was read or refused as it must.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from playmat.cards import pool_source
from playmat.db.card_store import CardStore
from playmat.decks import decklist
from playmat.decks.card_resolver import DatabaseResolver
from playmat.decks.decklist import DecklistError, parse
from playmat.decks.library import open_database
from pool_fixtures import sample_pool

pytestmark = pytest.mark.benchmark

MEGABYTE = 1024 * 1024
MEMORY_AIM_MB = 300
#: The line pattern decklists were read with before (it backtracks on runs of spaces).
OLD_LINE = re.compile(r"^\s*(?:\*\s*)?(-?\d+)\s*[x×]?\s+(.+?)\s*$")

LINES: dict[str, Callable[[int], str]] = {
    "spaces after the count": lambda n: "4" + " " * n + "x",
    "spaces inside the name": lambda n: "4 a" + " " * n + "b",
    "a name of a million letters": lambda n: "4 " + "R" * n,
    "words and spaces": lambda n: "4 " + "Rowlet " * (n // 7),
    "stars": lambda n: "*" * n,
    "a count of a million digits": lambda n: "9" * n + " Rowlet",
    "a heading and spaces": lambda n: "Pokémon" + " " * n + ": 12",
}


def _seconds(action: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


def test_a_megabyte_line_is_read_in_linear_time(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    resolver = DatabaseResolver(CardStore(open_database(tmp_path / "playmat.sqlite3")))
    print("\nDecklist lines of 1 MB (the caps raised so the line is read, not refused):")
    monkeypatch.setattr(decklist, "MAX_TEXT", 10 * MEGABYTE)
    monkeypatch.setattr(decklist, "MAX_LINE", 10 * MEGABYTE)
    for name, make in LINES.items():
        line = make(MEGABYTE)
        seconds, outcome = _seconds(lambda line=line: _parse_or_refusal(line, resolver))
        print(f"  {name:<30} {seconds * 1000:8.1f} ms  (aim: well under 1000 ms) {outcome}")
    monkeypatch.undo()
    seconds, outcome = _seconds(lambda: _parse_or_refusal(LINES["stars"](MEGABYTE), resolver))
    print(f"  {'with the caps, refused':<30} {seconds * 1000:8.1f} ms  {outcome}")
    assert outcome.startswith("refused: This text has")

    print("The old line pattern on spaces inside the name, for comparison (quadratic):")
    for size in (2_000, 4_000, 8_000):
        line = LINES["spaces inside the name"](size)
        seconds, _ = _seconds(lambda line=line: OLD_LINE.match(line))
        new, _ = _seconds(lambda line=line: decklist.read_card_line(line, 1))
        print(f"  {size:>6} characters: old {seconds * 1000:8.1f} ms, now {new * 1000:6.2f} ms")


def _parse_or_refusal(line: str, resolver: DatabaseResolver) -> str:
    try:
        parsed = parse(f"4 Rowlet SUM 9\n{line}\n", resolver)
    except DecklistError as error:
        return f"refused: {str(error)[:50]}"
    reasons = [problem.reason[:50] for problem in parsed.problems]
    return f"read {parsed.total} cards; {reasons}"


def _peak_import(path: Path, home: Path) -> tuple[float, float, str]:
    """Import ``path`` in a process of its own: (seconds, peak resident MB, last line)."""
    probe = (
        "import resource, subprocess, sys, time\n"
        "start = time.perf_counter()\n"
        "done = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
        "seconds = time.perf_counter() - start\n"
        "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024\n"
        "said = done.stdout if done.returncode == 0 else done.stderr\n"
        "lines = said.strip().splitlines() or ['']\n"
        "print(seconds, peak, lines[-1], sep='\\t')\n"
    )
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            probe,
            sys.executable,
            "-m",
            "playmat",
            "cards",
            "import",
            str(path),
        ],
        capture_output=True,
        text=True,
        env={"PLAYMAT_HOME": str(home), "PATH": "/usr/bin:/bin"},
        check=True,
    )
    seconds, peak, last = result.stdout.rstrip("\n").split("\t")
    return float(seconds), float(peak), last


def _zip_bomb(path: Path, unpacked_mb: int) -> Path:
    """The sample pool, with one card file that unpacks to ``unpacked_mb`` of spaces."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for relative, data in sample_pool().files().items():
            if relative != "cards/en/pm1.json":
                archive.writestr(f"pool/{relative}", data)
        with archive.open("pool/cards/en/pm1.json", "w", force_zip64=True) as member:
            member.write(b"[")
            for _ in range(unpacked_mb):
                member.write(b" " * MEGABYTE)
            member.write(b"]")
    return path


def _files_at_the_cap(folder: Path, files: int) -> Path:
    """``files`` sets, each a card file just under the size cap, of the smallest cards."""
    (folder / "cards" / "en").mkdir(parents=True)
    (folder / "sets").mkdir()
    sets = [{"id": f"s{i}", "name": f"Set {i}"} for i in range(files)]
    (folder / "sets" / "en.json").write_text(json.dumps(sets), encoding="utf-8")
    for i in range(files):
        records, size = [], 2
        while size < pool_source.MAX_FILE_BYTES - 100:
            record = json.dumps({"id": f"s{i}-{len(records)}", "name": "n", "supertype": "Trainer"})
            records.append(record)
            size += len(record) + 1
        (folder / "cards" / "en" / f"s{i}.json").write_text(f"[{','.join(records)}]")
    return folder


def test_memory_of_an_import_stays_bounded_whatever_the_input(
    tmp_path: Path, shared_pool: Path
) -> None:
    cases = {
        "the English card pool (folder)": (shared_pool, "Imported 17982 cards"),
        "a zip bomb (1 GB in a 1 MB member)": (
            _zip_bomb(tmp_path / "bomb.zip", 1024),
            "Imported 5 cards",
        ),
        "40 card files at the 4 MB cap": (
            _files_at_the_cap(tmp_path / "big", 40),
            "playmat: " + str(tmp_path / "big") + " holds more than 128 MB",
        ),
    }
    print(f"\nCard imports, each in a process of its own (aim: under {MEMORY_AIM_MB} MB):")
    for number, (name, (path, expected)) in enumerate(cases.items()):
        seconds, peak, last = _peak_import(path, tmp_path / f"home-{number}")
        print(f"  {name:<36} {seconds:6.1f} s {peak:7.0f} MB  {last[:90]}")
        assert last.startswith(expected)
