"""Two Playmats on one computer, over loopback only (127.0.0.1): a host and a guest, in this
test process (threads) or as real ``playmat`` processes."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from playmat.ai.bots import Bot, RandomBot
from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.net.guest import JoinDeck, RemoteGame, nonce_for
from playmat.net.guest_bots import GuestBot, RandomGuestBot
from playmat.net.handshake import Versions
from playmat.net.headless import play_to_the_end
from playmat.net.host import HostDeck, LanHost
from playmat.net.hosted import HostedGame
from playmat.play.client import Seat

LOOPBACK = "127.0.0.1"
CODE = "KQT-742"
#: Long enough for any test game; a hung game fails instead of hanging the suite.
GAME_SECONDS = 120


def versions(store: CardStore) -> Versions:
    return Versions.here(store)


def deck(decks: dict[str, list[Card]], name: str) -> HostDeck:
    return HostDeck(name, decks[name])


def start_host(
    store: CardStore,
    host_deck: HostDeck,
    *,
    code: str = CODE,
    secret: bytes | None = b"s" * 32,
    tap: Callable[[bytes], None] | None = None,
    hold_seconds: float = 30.0,
    seat: Seat = Seat.COMPUTER,
    port: int = 0,
    resumed: HostedGame | None = None,
) -> LanHost:
    """A host listening on loopback only (and announcing nothing)."""
    host = LanHost(
        store,
        store,
        versions(store),
        deck=host_deck,
        code=code,
        address=LOOPBACK,
        port=port,
        host_seat=seat,
        hold_seconds=hold_seconds,
        secret=secret,
        announce=False,
        tap=tap,
        resumed=resumed,
    )
    host.start()
    return host


def join(
    store: CardStore,
    host: LanHost,
    guest_deck: HostDeck,
    *,
    code: str = CODE,
    bot: GuestBot | None = None,
    #: The guest's nonce and its bot's seed (with the host's fixed secret, 3 makes a long game).
    seed: int = 3,
    port: int | None = None,
    hold_seconds: float = 30.0,
) -> RemoteGame:
    guest = RemoteGame(
        LOOPBACK,
        port if port is not None else host.port,
        code,
        store,
        store,
        versions(store),
        bot=bot if bot is not None else RandomGuestBot(seed),
        hold_seconds=hold_seconds,
    )
    guest.join(JoinDeck(guest_deck.name, guest_deck.cards), nonce_for(seed))
    return guest


def play_out(
    host: LanHost, guest: RemoteGame, host_seed: int = 1, bot: Bot | None = None
) -> HostedGame:
    """Both seats played by bots (random ones unless told) to the end and the guest's audit."""
    assert host.joined.wait(10)
    game = host.game
    assert game is not None
    game.session.use_bot(0, bot if bot is not None else RandomBot(host_seed))
    host_side = threading.Thread(target=play_to_the_end, args=(game, game.settled), daemon=True)
    host_side.start()
    guest_side = threading.Thread(target=play_to_the_end, args=(guest, guest.settled), daemon=True)
    guest_side.start()
    guest_side.join(GAME_SECONDS)
    host_side.join(GAME_SECONDS)
    assert not guest_side.is_alive() and not host_side.is_alive(), "the game did not end"
    return game


# -- real processes ------------------------------------------------------------------------------


@dataclass
class Homes:
    host: Path
    guest: Path


def homes(template: Path, where: Path) -> Homes:
    """A host's and a guest's data directories, each with the database of a first run."""
    found = Homes(where / "host-home", where / "guest-home")
    for home in (found.host, found.guest):
        shutil.copytree(template, home)
    return found


def playmat(
    arguments: Sequence[str],
    home: Path,
    discovery_port: int,
    program: Sequence[str] | None = None,
) -> subprocess.Popen[str]:
    """``playmat ARGUMENTS`` as a process of its own, with its own data directory
    (``program``: another command line that runs Playmat, such as a cheating host)."""
    environment = {
        **os.environ,
        "PLAYMAT_HOME": str(home),
        "PLAYMAT_DISCOVERY_PORT": str(discovery_port),
    }
    return subprocess.Popen(
        [*(program or [sys.executable, "-m", "playmat"]), *arguments],
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def listening_port(host: subprocess.Popen[str]) -> int:
    """The port a ``playmat host`` process prints it listens on."""
    assert host.stdout is not None
    line = host.stdout.readline()
    assert line.startswith(f"listening on {LOOPBACK}:"), line + (
        host.stderr.read() if host.stderr else ""
    )
    return int(line.rsplit(":", 1)[1])


def said(process: subprocess.Popen[str], text: str, seconds: float = 30.0) -> str:
    """Wait until ``process`` writes a line with ``text`` on its standard error; the line."""
    found: list[str] = []
    assert process.stderr is not None
    stream = process.stderr

    def read() -> None:
        for line in stream:
            if text in line:
                found.append(line)
                return

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(seconds)
    assert found, f"never said {text!r}"
    return found[0]
