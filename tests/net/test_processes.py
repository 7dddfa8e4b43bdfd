"""Two real Playmat processes on one computer, over loopback: ``playmat host`` and ``playmat
join`` with bots play seeded games to the end and print the same last line; the guest prints
its shuffle audit before it. A cheating host fails the audit; a wrong code or other card data
is refused on both sides, with non-zero exit codes."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from lan_helpers import LOOPBACK, homes, listening_port, playmat, said

HERE = Path(__file__).resolve().parent
SECONDS = 240


def _host(home: Path, discovery_port: int, *extra: str, program: list[str] | None = None):
    arguments = ["host", "--port", "0", "--address", LOOPBACK, "--code", "QX7-2KD", *extra]
    if program is None:
        return playmat(arguments, home, discovery_port)
    return playmat(arguments, home, discovery_port, program=program)


def _join(home: Path, discovery_port: int, port: int, *extra: str) -> subprocess.Popen[str]:
    return playmat(["join", f"{LOOPBACK}:{port}", *extra], home, discovery_port)


def _finish(process: subprocess.Popen[str]) -> tuple[int, list[str], str]:
    out, err = process.communicate(timeout=SECONDS)
    return process.returncode, out.splitlines(), err


@pytest.mark.parametrize(
    ("bots", "seeds"),
    [
        (("random", "random"), (1, 2)),
        pytest.param(("computer", "computer"), (3, 4), marks=pytest.mark.slow),
    ],
)
def test_two_processes_play_a_seeded_game_to_the_same_end(
    template_home: Path,
    tmp_path: Path,
    discovery_port: int,
    bots: tuple[str, str],
    seeds: tuple[int, int],
) -> None:
    places = homes(template_home, tmp_path)
    host = _host(places.host, discovery_port, "--bot", bots[0], "--seed", str(seeds[0]))
    port = listening_port(host)
    guest = _join(
        places.guest,
        discovery_port,
        port,
        "--code",
        "qx7 2kd",
        "--bot",
        bots[1],
        "--seed",
        str(seeds[1]),
    )
    guest_code, guest_lines, guest_err = _finish(guest)
    host_code, host_lines, host_err = _finish(host)
    assert (guest_code, host_code) == (0, 0), guest_err + host_err
    assert guest_lines[-2] == "shuffle audit: passed"
    assert guest_lines[-1].startswith("game over: Player ")
    assert " wins" in guest_lines[-1] or "tie" in guest_lines[-1]
    assert guest_lines[-1] == host_lines[-1]
    assert host_lines[-1].rsplit("; state ", 1)[1].isalnum()


def test_a_japanese_guest_of_an_english_host_says_the_game_in_japanese(
    template_home: Path, tmp_path: Path, discovery_port: int
) -> None:
    """Each Playmat words what it is told in its own reader's language (the host sends message
    ids with arguments), while the lines scripts read stay the same on both sides."""
    places = homes(template_home, tmp_path)
    host = _host(places.host, discovery_port, "--bot", "random", "--seed", "1")
    guest = playmat(
        [
            "--lang",
            "ja",
            "join",
            f"{LOOPBACK}:{listening_port(host)}",
            "--code",
            "QX7-2KD",
            "--bot",
            "random",
            "--seed",
            "2",
        ],
        places.guest,
        discovery_port,
    )
    guest_code, guest_lines, guest_err = _finish(guest)
    host_code, host_lines, host_err = _finish(host)
    assert (guest_code, host_code) == (0, 0), guest_err + host_err
    assert guest_lines[-2:] == ["shuffle audit: passed", host_lines[-1]]
    assert "playmat: 山札を切った結果とコインを投げた結果を検証しました:" in guest_err
    assert "手を再現し、山札を切ったのは" in guest_err
    assert "verified" not in guest_err
    assert (
        "playmat: Player 2's Playmat replayed the game: shuffles and coin flips verified:"
        in host_err
    )


@pytest.mark.slow
def test_the_same_seeds_play_the_same_game_again(
    template_home: Path, tmp_path: Path, discovery_port: int
) -> None:
    endings = []
    for attempt in range(2):
        places = homes(template_home, tmp_path / str(attempt))
        host = _host(places.host, discovery_port, "--bot", "random", "--seed", "11")
        guest = _join(
            places.guest,
            discovery_port,
            listening_port(host),
            "--code",
            "QX72KD",
            "--bot",
            "random",
            "--seed",
            "12",
        )
        endings.append(_finish(guest)[1][-1])
        _finish(host)
    assert endings[0] == endings[1]


def test_a_host_that_tampers_with_a_shuffle_fails_the_guests_audit(
    template_home: Path, tmp_path: Path, discovery_port: int
) -> None:
    places = homes(template_home, tmp_path)
    cheat = [sys.executable, str(HERE / "tampering_host.py")]
    host = _host(places.host, discovery_port, "--bot", "random", "--seed", "1", program=cheat)
    guest = _join(
        places.guest,
        discovery_port,
        listening_port(host),
        "--code",
        "QX7-2KD",
        "--bot",
        "random",
        "--seed",
        "2",
    )
    guest_code, guest_lines, guest_err = _finish(guest)
    _finish(host)
    assert guest_code == 3
    assert guest_lines[-2] == "shuffle audit: failed"
    assert "Audit failed after decision 1: replayed, Player 2's hand differs" in guest_err
    assert guest_lines[-1].startswith("game over: ")


def test_a_wrong_code_is_refused_on_both_sides(
    template_home: Path, tmp_path: Path, discovery_port: int
) -> None:
    places = homes(template_home, tmp_path)
    host = _host(places.host, discovery_port, "--bot", "random")
    guest = _join(places.guest, discovery_port, listening_port(host), "--code", "QX7-2KE")
    guest_code, guest_lines, guest_err = _finish(guest)
    assert guest_code == 1 and guest_lines == []
    assert "playmat: Wrong join code: check the code the host's screen shows" in guest_err
    assert "turned away: wrong join code: check the code" in said(host, "turned away")
    host.terminate()
    _finish(host)


def test_other_card_data_is_refused_on_both_sides(
    template_home: Path, tmp_path: Path, discovery_port: int
) -> None:
    places = homes(template_home, tmp_path)
    # The guest's database holds another version of one card (its HP changed).
    with sqlite3.connect(places.guest / "playmat.sqlite3") as database:
        changed = database.execute(
            """UPDATE cards SET data = replace(data, '"hp":60', '"hp":70')
            WHERE id = (SELECT id FROM cards WHERE data LIKE '%"hp":60%' LIMIT 1)"""
        ).rowcount
    assert changed == 1
    host = _host(places.host, discovery_port, "--bot", "random")
    guest = _join(places.guest, discovery_port, listening_port(host), "--code", "QX7-2KD")
    guest_code, _, guest_err = _finish(guest)
    assert guest_code == 1
    assert "The two card databases differ (the host's holds " in guest_err
    assert "not all alike): import the same card pool on both computers" in guest_err
    assert "turned away: the two card databases differ" in said(host, "turned away")
    host.terminate()
    _finish(host)


def test_without_a_display_a_seat_for_the_window_is_refused_before_joining(
    template_home: Path, tmp_path: Path
) -> None:
    """``playmat join`` without ``--bot`` plays in a window: with no display it says so before
    it tries to reach the host (nothing listens at the address: had it tried, it would say
    that nobody answers)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((LOOPBACK, 0))
        nobody = probe.getsockname()[1]
    environment = {
        name: value
        for name, value in os.environ.items()
        if name not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    guest = subprocess.run(
        [sys.executable, "-m", "playmat", "join", f"{LOOPBACK}:{nobody}", "--code", "QX7-2KD"],
        env={**environment, "PLAYMAT_HOME": str(homes(template_home, tmp_path).guest)},
        capture_output=True,
        text=True,
        timeout=SECONDS,
    )
    assert guest.returncode == 1
    assert guest.stderr.startswith("playmat: Playmat needs a display to open its window")
    assert "nobody answers" not in guest.stderr and "Traceback" not in guest.stderr
