"""Hosting: listen for a guest, let it in with the join code, start or resume the game.

:class:`LanHost` owns the listening socket. Each connection gets a thread of its own for the
handshake and then for the guest's messages, so a peer that sends garbage, sends nothing or
sends too much only ever costs its own connection: at most :data:`HANDSHAKES` connections may
be in the handshake at once, wrong codes are rate-limited, and nothing a peer sends can raise
anywhere but in its own thread, where it closes that connection.

A new guest joins with its deck: the host commits to its secret, takes the guest's nonce and
makes the game from the seed of both (:mod:`playmat.net.fairness`). A guest coming back (after a
dropped connection, or to a host restarted from its save) resumes with its token.
"""

from __future__ import annotations

import contextlib
import hmac
import secrets
import select
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from playmat.cards.model import Card
from playmat.errors import PlaymatError, unexpected_failure
from playmat.i18n.message import Message, msg
from playmat.net.connection import Connection, ConnectionClosed
from playmat.net.discovery import Beacon
from playmat.net.fairness import commitment, game_seed, new_secret
from playmat.net.handshake import (
    HANDSHAKE_SECONDS,
    LanRefused,
    Versions,
    host_handshake,
    refuse,
)
from playmat.net.hosted import HOLD_SECONDS, HostedGame
from playmat.net.messages import Commit, Join, Nonce, Refused, Resume
from playmat.net.seal import normal_code
from playmat.play.client import Seat
from playmat.play.games import ScriptLibrary
from playmat.play.saves import LanRecord
from playmat.play.session import CardSource, GameSession

#: Connections allowed in the handshake at once; more are closed at once.
HANDSHAKES = 8
#: Wrong codes allowed per minute before further attempts are turned away.
WRONG_CODES_PER_MINUTE = 10
#: The longest deck name a guest may send.
NAME_LIMIT = 80
#: Letters of generated join codes: no 0/O, 1/I/L to misread, and no vowels, so that no code
#: spells a word (28 letters: 28^6, about 480 million codes).
CODE_LETTERS = "BCDFGHJKMNPQRSTVWXYZ23456789"


def new_code() -> str:
    """A short join code to read out: six characters, shown as ``ABC-234``."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(6))


def shown_code(code: str) -> str:
    """The code as the host's screen shows it: in groups of three."""
    plain = normal_code(code)
    return "-".join(plain[i : i + 3] for i in range(0, len(plain), 3))


def lan_address() -> str:
    """This computer's address on the LAN, to tell the guest (no packet is sent: connecting
    a UDP socket only picks the interface the route goes through)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


@dataclass(frozen=True)
class HostDeck:
    name: str
    cards: Sequence[Card]


class LanHost:
    """A hosted game, from waiting for a guest to the end (see the module docstring)."""

    def __init__(
        self,
        store: CardSource,
        library: ScriptLibrary,
        versions: Versions,
        *,
        deck: HostDeck | None = None,
        code: str | None = None,
        address: str = "",
        port: int = 0,
        host_seat: Seat = Seat.HUMAN,
        hold_seconds: float = HOLD_SECONDS,
        directory: Path | None = None,
        secret: bytes | None = None,
        resumed: HostedGame | None = None,
        announce: bool = True,
        tap: Callable[[bytes], None] | None = None,
    ) -> None:
        self.store = store
        self.library = library
        self.versions = versions
        self.deck = deck
        saved = resumed.record if resumed is not None else None
        # A game hosted again keeps its code and port, so its guest finds it where it was.
        self.code = normal_code(code or (saved.code if saved else "")) or new_code()
        self.bound = address
        self.port = port or (saved.port if saved else 0)
        self.host_seat = host_seat
        self.hold_seconds = hold_seconds
        self.directory = directory
        self.secret = secret
        self.announce = announce
        self.tap = tap
        self.game: HostedGame | None = resumed
        #: Set when a guest sat down (or, for a resumed game, came back).
        self.joined = threading.Event()
        self._seat_lock = threading.Lock()
        self._handshakes = threading.Semaphore(HANDSHAKES)
        self._wrong_codes: deque[float] = deque()
        self._listeners: list[Callable[[], None]] = []
        self._notices: list[Message] = []
        self._notice_lock = threading.Lock()
        self._stop = threading.Event()
        self._sock: socket.socket | None = None
        self._beacon: Beacon | None = None

    # -- listening -------------------------------------------------------------------------------

    def start(self) -> tuple[str, int]:
        """Listen (raises ``PlaymatError`` when the port is taken); returns the address and
        port to tell the guest."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self.bound, self.port))
        except OSError as error:
            sock.close()
            raise PlaymatError(
                msg("lan.cannot_listen", port=self.port, detail=str(error))
            ) from None
        sock.listen(8)
        self._sock = sock
        self.port = int(sock.getsockname()[1])
        if self.game is not None:
            self.game.hosted_again(self.port)
        threading.Thread(target=self._accept, name="playmat-lan-accept", daemon=True).start()
        if self.announce:
            self._beacon = Beacon(
                self.bound or "0.0.0.0",
                self.port,
                socket.gethostname(),
                self.deck.name if self.deck else "",
                self.versions.app,
                "held" if self.game is not None else "open",
            )
            self._beacon.start()
        return self.address, self.port

    @property
    def address(self) -> str:
        return self.bound if self.bound not in ("", "0.0.0.0") else lan_address()

    def stop(self) -> None:
        """Stop listening and announcing (the game, if any, goes on with its guest)."""
        self._stop.set()
        if self._beacon is not None:
            self._beacon.stop()
        if self._sock is not None:
            # Shut down first: that wakes the accepting thread and frees the port at once (a
            # host started again listens on it).
            with contextlib.suppress(OSError):
                self._sock.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                self._sock.close()

    def close(self) -> None:
        """The host leaves: stop listening and say goodbye to the guest."""
        self.stop()
        if self.game is not None:
            self.game.leave()

    def _accept(self) -> None:
        sock = self._sock
        assert sock is not None
        while not self._stop.is_set():
            try:
                ready, _, _ = select.select([sock], [], [], 0.25)
                if not ready:
                    continue
                peer, _ = sock.accept()
            except (OSError, ValueError):
                if self._stop.is_set():
                    return
                continue
            if not self._handshakes.acquire(blocking=False):
                peer.close()
                continue
            threading.Thread(
                target=self._serve, args=(peer,), name="playmat-lan-guest", daemon=True
            ).start()

    # -- one connection --------------------------------------------------------------------------

    def _serve(self, peer: socket.socket) -> None:
        connection = Connection(peer, tap=self.tap)
        in_handshake = True
        game: HostedGame | None = None
        try:
            self._let_in(connection)
            first = connection.receive(time.monotonic() + HANDSHAKE_SECONDS)
            if isinstance(first, Join):
                game = self._join(connection, first)
            elif isinstance(first, Resume):
                game = self._resume(connection, first)
            else:
                raise connection.fail(msg("lan.unexpected", expected="join", found=first.kind))
            self._handshakes.release()
            in_handshake = False
            while True:
                game.receive(connection, connection.receive())
        except LanRefused as refused:
            self._tell(msg("lan.turned_away", reason=refused.words))
        except ConnectionClosed:
            pass
        except Exception as error:  # a bug must cost this connection only, never the host
            # The traceback goes to the log file; the host is told what it was and where.
            self._tell(unexpected_failure(error))
            connection.close(msg("lan.host_error"))
        finally:
            if in_handshake:
                self._handshakes.release()
            if game is not None:
                game.detach(connection)
            connection.close()

    def _let_in(self, connection: Connection) -> None:
        now = time.monotonic()
        while self._wrong_codes and now - self._wrong_codes[0] > 60:
            self._wrong_codes.popleft()
        if len(self._wrong_codes) >= WRONG_CODES_PER_MINUTE:
            refuse(connection, Refused("busy", msg("lan.too_many_attempts")))
        try:
            host_handshake(connection, self.code, self.versions)
        except LanRefused as refused:
            if refused.code == "wrong_code":
                self._wrong_codes.append(time.monotonic())
            raise

    def _join(self, connection: Connection, join: Join) -> HostedGame:
        with self._seat_lock:
            if self.game is not None or self.deck is None:
                refuse(connection, Refused("seat_taken", msg("lan.seat_taken")))
            found = self.store.get_many(join.deck)
            missing = sorted(set(join.deck) - set(found))
            if missing:
                refuse(connection, Refused("deck", msg("lan.unknown_cards", cards=len(missing))))
            guest_cards = [found[card_id] for card_id in join.deck]
            host_cards = list(self.deck.cards)
            secret = self.secret or new_secret()
            promise = commitment(secret, [card.id for card in host_cards])
            connection.send(Commit(promise))
            answer = connection.receive(time.monotonic() + HANDSHAKE_SECONDS)
            nonce = _nonce(answer)
            if nonce is None:
                raise connection.fail(msg("lan.unexpected", expected="nonce", found=answer.kind))
            record = LanRecord(
                secret=secret.hex(),
                nonce=nonce.hex(),
                commitment=promise,
                token=secrets.token_urlsafe(24),
                code=self.code,
                port=self.port,
            )
            try:
                session = GameSession.new(
                    (host_cards, guest_cards),
                    (self.deck.name, join.deck_name[:NAME_LIMIT] or "?"),
                    (self.host_seat, Seat.REMOTE),
                    seed=game_seed(secret, nonce),
                    directory=self.directory,
                    library=self.library,
                    lan=record,
                )
            except PlaymatError as error:
                refuse(connection, Refused("deck", error.words))
            game = HostedGame(session, record, hold_seconds=self.hold_seconds)
            self.game = game
        self._seated(connection, game)
        return game

    def _resume(self, connection: Connection, resume: Resume) -> HostedGame:
        game = self.game
        if game is None or not hmac.compare_digest(
            resume.token.encode(), game.record.token.encode()
        ):
            refuse(connection, Refused("token", msg("lan.unknown_token")))
        if game.abandoned:
            refuse(connection, Refused("gone", msg("lan.seat_given_up")))
        self._seated(connection, game)
        return game

    def _seated(self, connection: Connection, game: HostedGame) -> None:
        if self._beacon is not None:
            self._beacon.stop()
            self._beacon = None
        game.attach(connection, game.start_message())
        self.joined.set()
        self._notify()

    # -- telling the host's screen -----------------------------------------------------------

    def follow(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def notices(self) -> list[Message]:
        """Guests turned away since the last call (a wrong code, another version)."""
        with self._notice_lock:
            found, self._notices = self._notices, []
            return found

    def _tell(self, notice: Message) -> None:
        with self._notice_lock:
            self._notices.append(notice)
        self._notify()

    def _notify(self) -> None:
        for listener in list(self._listeners):
            listener()


def _nonce(message: object) -> bytes | None:
    """The guest's nonce: 16 to 64 bytes of hex."""
    if not isinstance(message, Nonce):
        return None
    try:
        nonce = bytes.fromhex(message.nonce)
    except ValueError:
        return None
    return nonce if 16 <= len(nonce) <= 64 else None
