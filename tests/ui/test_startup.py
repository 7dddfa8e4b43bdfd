"""Starting Playmat: the window paints first and the database opens after it, ``--smoke``
reports both, and what can go wrong on the way (no display, a data directory Playmat cannot
write, a damaged database) is said in words, with a dialog where a window can show, and a
non-zero exit; the traceback goes to the log file, never to the person."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMessageBox

from playmat.ui.app import run_gui
from playmat.ui.main_window import MainWindow

#: A file that is no SQLite database, where Playmat keeps its card database.
DAMAGE = b"This is not a database. " * 200


def playmat(
    *arguments: str, home: Path, unset: tuple[str, ...] = (), **extra: str
) -> subprocess.CompletedProcess[str]:
    """The installed command in a fresh process, as a person would start it."""
    env = {k: v for k, v in os.environ.items() if k not in unset}
    env.update(PLAYMAT_HOME=str(home), **extra)
    return subprocess.run(
        [sys.executable, "-m", "playmat", *arguments],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def no_traceback(run: subprocess.CompletedProcess[str]) -> bool:
    return "Traceback" not in run.stdout + run.stderr


def test_smoke_paints_the_window_then_opens_the_database(tmp_path: Path) -> None:
    shot = tmp_path / "main window.png"
    run = playmat("--smoke", "--screenshot", str(shot), home=tmp_path / "home")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert re.fullmatch(r"first paint after \d+ ms \(\d+ ms of CPU\)", lines[0])
    assert re.fullmatch(r"card database open, window ready after \d+ ms", lines[1])
    assert (tmp_path / "home" / "playmat.sqlite3").is_file()
    image = QImage(str(shot))
    assert image.width() >= 700 and image.height() >= 700
    # The window drew its cards and words, not an empty grey rectangle.
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, 300, 7)}
    assert len(colours) > 50


def test_smoke_opens_the_window_offscreen_where_there_is_no_display(tmp_path: Path) -> None:
    run = playmat(
        "--smoke",
        home=tmp_path / "home",
        unset=("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"),
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("first paint after ")


def test_the_first_paint_needs_neither_the_database_nor_the_game_nor_printing(
    tmp_path: Path,
) -> None:
    """What is loaded when the window first paints (issue 13: only what the window needs):
    of the catalogue, only the windows' own words are read, not the engine's."""
    script = """
import sys
from PySide6.QtWidgets import QApplication
from playmat.i18n.catalogue import current_catalogue
from playmat.ui import app

def painted(startup):
    heavy = ("sqlalchemy", "PIL", "playmat.db", "playmat.decks", "playmat.rules",
             "playmat.effects", "playmat.compiler", "playmat.play", "playmat.printing",
             "playmat.face.painter", "playmat.ui.playmat")
    print(sorted(m for m in sys.modules if m.startswith(heavy)), flush=True)
    print(current_catalogue().patterns.read_so_far(), flush=True)
    QApplication.exit(0)

app.Startup._painted = painted
sys.exit(app.run_gui([], smoke=True))
"""
    env = {**os.environ, "PLAYMAT_HOME": str(tmp_path / "home"), "PLAYMAT_LANG": "en"}
    run = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    modules, files = run.stdout.strip().splitlines()
    assert modules == "[]"
    assert files in ("[]", "['gui.toml']")


def test_a_damaged_database_is_explained_and_kept(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "playmat.sqlite3").write_bytes(DAMAGE)
    run = playmat("--smoke", home=home)
    assert run.returncode == 1
    assert run.stdout.startswith("first paint after ")  # the window showed first
    assert "is damaged or is not a Playmat database. Move it away" in run.stderr
    assert no_traceback(run)
    assert (home / "playmat.sqlite3").read_bytes() == DAMAGE
    assert "Traceback (most recent call last)" in (home / "playmat.log").read_text()


def test_a_data_directory_playmat_cannot_write_is_explained(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a directory")
    run = playmat("--smoke", home=blocker / "home")
    assert run.returncode == 1
    assert f"Cannot create the data directory {blocker / 'home'}" in run.stderr
    assert "PLAYMAT_HOME" in run.stderr
    assert no_traceback(run)


def test_no_display_is_explained(tmp_path: Path) -> None:
    run = playmat(home=tmp_path / "home", unset=("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))
    assert run.returncode == 1
    assert "Playmat needs a display to open its window, and there is none" in run.stderr
    assert "playmat --help" in run.stderr
    assert no_traceback(run)


def test_a_display_that_cannot_be_reached_is_explained_not_an_abort(tmp_path: Path) -> None:
    run = playmat(
        home=tmp_path / "home", unset=("WAYLAND_DISPLAY",), QT_QPA_PLATFORM="xcb", DISPLAY=":97"
    )
    assert run.returncode == 1  # an abort would be -6
    assert "Playmat cannot open its window: the display could not be used" in run.stderr
    assert no_traceback(run)


def _answer_message_box(
    seen: list[tuple[str, str]], then: Callable[[], object] = lambda: None
) -> Callable[[], None]:
    """Close the message box a person would see as soon as it shows, noting its title and
    text; then do ``then``."""

    def close_when_shown() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append((box.windowTitle(), box.text()))
            box.accept()
            then()
        else:
            QTimer.singleShot(20, close_when_shown)

    return close_when_shown


@pytest.mark.parametrize("damage", ["unwritable data directory", "damaged database"])
def test_with_a_display_the_problem_is_a_dialog(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    if damage == "damaged database":
        home = tmp_path / "home"
        home.mkdir()
        (home / "playmat.sqlite3").write_bytes(DAMAGE)
        expected = "is damaged or is not a Playmat database"
    else:
        blocker = tmp_path / "a file"
        blocker.write_text("not a directory")
        home = blocker / "home"
        expected = "Choose a writable place with the PLAYMAT_HOME environment variable"
    monkeypatch.setenv("PLAYMAT_HOME", str(home))
    seen: list[tuple[str, str]] = []
    QTimer.singleShot(0, _answer_message_box(seen))
    assert run_gui([]) == 1
    assert len(seen) == 1
    title, text = seen[0]
    assert title == "Playmat cannot start"
    assert expected in text


def test_an_error_nobody_expected_is_a_dialog_and_its_traceback_goes_to_the_log(
    qapp, playmat_home: Path
) -> None:
    seen: list[tuple[str, str]] = []

    def close_playmat() -> None:
        for window in QApplication.topLevelWidgets():
            if isinstance(window, MainWindow):
                window.close()

    QTimer.singleShot(0, lambda: 1 / 0)  # a bug in some slot while Playmat runs
    QTimer.singleShot(0, _answer_message_box(seen, then=close_playmat))
    assert run_gui([]) == 0  # Playmat went on, and closed normally
    [(title, text)] = seen
    assert title == "Playmat"
    assert "unexpected problem (ZeroDivisionError: division by zero)" in text
    assert f"The details are in {playmat_home / 'playmat.log'}" in text
    assert "Your decks and games are saved." in text
    log = (playmat_home / "playmat.log").read_text()
    assert "Traceback (most recent call last)" in log
    assert "1 / 0" in log
