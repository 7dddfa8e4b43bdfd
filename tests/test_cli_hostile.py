"""What a person can do to a command, answered with one line and a non-zero exit code, never a
traceback: close its output early, press Ctrl+C, name a file that is missing or not theirs to
read, or an output path that can't be written."""

from __future__ import annotations

import contextlib
import io
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from playmat.cli import main
from pool_fixtures import run_as_user_bound_by_permissions


def _playmat(home: Path, *argv: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "playmat", *argv],
        env={**os.environ, "PLAYMAT_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _one_line_ending(stderr: str) -> str:
    assert "Traceback" not in stderr and "Exception ignored" not in stderr, stderr
    return stderr.strip().splitlines()[-1]


@pytest.mark.parametrize(
    "argv",
    [("cards", "search", "p"), ("cards", "stats"), ("deck", "export", "Forest Shadow")],
)
def test_a_closed_output_ends_with_one_line(playmat_home: Path, argv: tuple[str, ...]) -> None:
    """``playmat cards search p | head``: the reader is gone before the command writes."""
    process = _playmat(playmat_home, *argv)
    assert process.stdout is not None
    process.stdout.close()
    stderr = process.stderr.read() if process.stderr else ""

    assert process.wait(timeout=60) == 141
    assert _one_line_ending(stderr) == (
        "playmat: the output was closed before everything was written."
    )


def test_ctrl_c_stops_a_command_with_one_line(playmat_home: Path, tmp_path: Path) -> None:
    """The command waits for a decklist from a pipe, and is interrupted while it waits."""
    pipe = tmp_path / "decklist"
    os.mkfifo(pipe)
    process = _playmat(playmat_home, "deck", "import", str(pipe))
    writer = None
    while writer is None:  # opening the write end works once the command opened the read end
        assert process.poll() is None
        try:
            writer = os.open(pipe, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            time.sleep(0.05)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    os.close(writer)

    assert process.returncode == 130, stderr
    assert _one_line_ending(stderr) == (
        "playmat: interrupted; a change that was under way was not saved."
    )


def test_ctrl_c_during_a_card_import_leaves_the_database_as_it_was(
    playmat_home: Path, shared_pool: Path
) -> None:
    process = _playmat(playmat_home, "cards", "import", str(shared_pool))
    assert process.stderr is not None
    while "Reading" not in process.stderr.read(200):  # the progress bar: files being read
        assert process.poll() is None
    process.send_signal(signal.SIGINT)
    _, rest = process.communicate(timeout=60)

    assert process.returncode == 130
    assert _one_line_ending(rest).startswith("playmat: interrupted")
    stats = _playmat(playmat_home, "cards", "stats").communicate(timeout=60)[0]
    assert stats.startswith("58 cards in 1 set")  # the starter set alone, as before


def test_a_file_that_is_not_the_user_s_to_read(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    home.chmod(0o777)  # the command may still make its database there
    monkeypatch.setenv("PLAYMAT_HOME", str(home))
    secret = tmp_path / "secret.txt"
    secret.write_text("4 Rowlet SUM 9\n", encoding="utf-8")
    secret.chmod(0o000)

    def import_it() -> tuple[int, str]:
        with contextlib.redirect_stderr(io.StringIO()) as stderr:
            code = main(["deck", "import", str(secret)])
        return code, stderr.getvalue()

    code, stderr = run_as_user_bound_by_permissions(import_it)

    assert code == 1
    assert stderr == (
        f"playmat: Cannot read {secret}: permission denied. Check that the file exists and is "
        "yours to read.\n"
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ("deck", "export", "Forest Shadow", "-o", "{missing}/deck.txt"),
            "playmat: Cannot write {missing}/deck.txt: no such file or folder.",
        ),
        (
            ("deck", "export", "Forest Shadow", "-o", "{folder}"),
            "playmat: Cannot write {folder}: it is a folder.",
        ),
        (
            ("print", "proxies", "Forest Shadow", "-o", "{missing}/proxies.pdf"),
            "playmat: Cannot write {missing}/proxies.pdf: no such file or folder.",
        ),
        (
            ("deck", "import", "{missing}/deck.txt"),
            "playmat: Cannot read {missing}/deck.txt: no such file or folder. Check that "
            "the file exists and is yours to read.",
        ),
        (
            ("cards", "import", "{missing}"),
            "playmat: {missing} does not exist. Give a pokemon-tcg-data folder or zip.",
        ),
        (("scenario", "run", "{missing}/a.toml"), None),
    ],
    ids=[
        "export-no-folder",
        "export-onto-folder",
        "print-no-folder",
        "deck-missing",
        "pool-missing",
        "scenario-missing",
    ],
)
def test_a_missing_or_unwritable_path_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: tuple[str, ...], message: str | None
) -> None:
    places = {"missing": str(tmp_path / "nowhere"), "folder": str(tmp_path)}
    code = main([part.format(**places) for part in argv])
    out, err = capsys.readouterr()

    assert code == 1
    assert "Traceback" not in out + err
    if message is not None:
        assert err == message.format(**places) + "\n"
    assert not (tmp_path / "nowhere").exists()
