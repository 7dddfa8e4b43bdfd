"""The handshake: versions compared, the join code turned into a session key.

1. The guest sends ``hello`` (plain): its protocol, engine and card-data versions and its SPAKE2
   message.
2. The host refuses (plain ``refused``, saying which version differs, in words both screens
   show) or answers ``welcome`` with its own SPAKE2 message.
3. Both derive the keys (:mod:`playmat.net.seal`); the guest sends a sealed ``confirm``.
4. The host opens it: if it can't, the codes differ, and it says so in a plain ``refused``.
   Else it sends its own sealed ``confirm``, and every frame from then on is sealed.

A peer gets :data:`HANDSHAKE_SECONDS` to finish; one that doesn't is closed.
"""

from __future__ import annotations

import base64
import binascii
import time
from dataclasses import dataclass
from functools import cache
from typing import Any, NoReturn, Protocol, TypeVar

from spake2 import SPAKE2_A, SPAKE2_B

import playmat
import playmat.cards
import playmat.compiler
import playmat.effects
import playmat.play
import playmat.rules
from playmat.errors import PlaymatError
from playmat.i18n.message import Message, msg
from playmat.net.connection import Connection
from playmat.net.frames import PLAIN, FrameError, to_json
from playmat.net.messages import PROTOCOL, Confirm, Hello, LanMessage, Refused, Welcome, to_record
from playmat.net.seal import TO_GUEST, TO_HOST, Opener, Sealer, normal_code, session_keys
from playmat.paths import source_digest
from playmat.rules.wire import DecodeError

M = TypeVar("M", bound=LanMessage)

#: How long a peer may take over the handshake.
HANDSHAKE_SECONDS = 10.0


class LanRefused(PlaymatError):
    """The other side would not play: a wrong code, another version. ``code`` says which."""

    def __init__(self, code: str, reason: Message) -> None:
        super().__init__(reason)
        self.code = code


@cache
def engine_version() -> str:
    """What plays the game: the rules, the card model, the effect library, the compiler and
    the play layer that gives games their scripts. Two Playmats with the same engine version
    play a game from the same seed and decisions identically (the guest's audit needs it)."""
    packages = (playmat.cards, playmat.rules, playmat.effects, playmat.compiler, playmat.play)
    return source_digest(packages, playmat.__version__).hex()[:16]


class CardPool(Protocol):
    """The card database, as far as a LAN game compares it."""

    def fingerprint(self) -> str: ...

    def count(self) -> int: ...


@dataclass(frozen=True)
class Versions:
    """What a Playmat brings to a LAN game."""

    engine: str
    cards: str
    card_count: int = 0
    protocol: int = PROTOCOL
    app: str = playmat.__version__

    @classmethod
    def here(cls, pool: CardPool) -> Versions:
        """This Playmat's versions, with the card data of ``pool``."""
        return cls(engine_version(), pool.fingerprint(), pool.count())


def _spake(side: str, code: str) -> Any:
    password = normal_code(code).encode()
    return SPAKE2_A(password) if side == "guest" else SPAKE2_B(password)


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _unb64(text: str) -> bytes:
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        return b""


def _finish(spake: Any, theirs: str) -> bytes | None:
    """The shared secret, or ``None`` for a key-exchange message that isn't one."""
    try:
        return bytes(spake.finish(_unb64(theirs)))
    except Exception:  # spake2 raises its own errors, and ValueError/AssertionError on garbage
        return None


def _keys(shared: bytes, hello: Hello, welcome: Welcome) -> tuple[bytes, bytes]:
    """The keys of this handshake (guest to host, host to guest)."""
    transcript = to_json(to_record(hello)) + b"\n" + to_json(to_record(welcome))
    return session_keys(shared, transcript)


def version_refusal(hello: Hello, ours: Versions) -> Refused | None:
    """Why a guest with ``hello`` can't play with this host (the same words on both screens)."""
    if hello.protocol != ours.protocol:
        return Refused(
            "protocol",
            msg("lan.refused_protocol", host=ours.app, guest=hello.app),
        )
    if hello.engine != ours.engine:
        return Refused("engine", msg("lan.refused_engine", host=ours.engine, guest=hello.engine))
    if hello.cards != ours.cards:
        return Refused(
            "cards", msg("lan.refused_cards", host=ours.card_count, guest=hello.card_count)
        )
    return None


def expect(connection: Connection, kind: type[M], deadline: float) -> M:
    """The next message, which must be a ``kind``; a refusal is raised as :class:`LanRefused`."""
    return _expected(connection, connection.receive(deadline), kind)


def _expected(connection: Connection, message: LanMessage, kind: type[M]) -> M:
    if isinstance(message, Refused):
        connection.close(message.reason)
        raise LanRefused(message.code, message.reason)
    if not isinstance(message, kind):
        raise connection.fail(msg("lan.unexpected", expected=kind.kind, found=message.kind))
    return message


def guest_handshake(connection: Connection, code: str, versions: Versions) -> None:
    """Join with ``code``: the connection is sealed after it. Raises :class:`LanRefused`
    (wrong code, other version) or :class:`ConnectionClosed`."""
    deadline = time.monotonic() + HANDSHAKE_SECONDS
    spake = _spake("guest", code)
    hello = Hello(
        versions.protocol,
        versions.app,
        versions.engine,
        versions.cards,
        versions.card_count,
        _b64(spake.start()),
    )
    connection.send(hello)
    welcome = expect(connection, Welcome, deadline)
    shared = _finish(spake, welcome.spake)
    if shared is None:
        raise connection.fail(msg("lan.bad_key_exchange"))
    to_host, to_guest = _keys(shared, hello, welcome)
    connection.seal_with(Sealer(to_host, TO_HOST), Opener(to_guest, TO_GUEST))
    connection.send(Confirm("guest"))
    # A host that could not open the confirmation answers in plain words: the codes differ.
    kind, payload = connection.receive_body(deadline)
    try:
        answer = connection.unpack_any(kind, payload)
    except (FrameError, DecodeError) as error:
        raise connection.fail(error.words) from None
    if kind == PLAIN and not isinstance(answer, Refused):
        raise connection.fail(msg("lan.unexpected", expected="confirm", found=answer.kind))
    _expected(connection, answer, Confirm)


def host_handshake(connection: Connection, code: str, versions: Versions) -> Hello:
    """Let a guest in if it runs what this host runs and typed ``code``: the connection is
    sealed after it. Raises :class:`LanRefused` (after telling the guest why) or
    :class:`ConnectionClosed`."""
    deadline = time.monotonic() + HANDSHAKE_SECONDS
    hello = expect(connection, Hello, deadline)
    refused = version_refusal(hello, versions)
    if refused is not None:
        refuse(connection, refused)
    spake = _spake("host", code)
    welcome = Welcome(versions.protocol, _b64(spake.start()))
    shared = _finish(spake, hello.spake)
    if shared is None:
        raise connection.fail(msg("lan.bad_key_exchange"))
    connection.send(welcome)
    to_host, to_guest = _keys(shared, hello, welcome)
    connection.seal_with(Sealer(to_guest, TO_GUEST), Opener(to_host, TO_HOST))
    kind, payload = connection.receive_body(deadline)
    try:
        confirm = connection.unpack(kind, payload)
    except FrameError:
        # Sealed with another key: the guest typed another code.
        refuse(connection, Refused("wrong_code", msg("lan.wrong_code")), plain=True)
    except DecodeError as error:
        raise connection.fail(error.words) from None
    _expected(connection, confirm, Confirm)
    connection.send(Confirm("host"))
    return hello


def refuse(connection: Connection, refused: Refused, *, plain: bool = False) -> NoReturn:
    """Tell the peer why it can't play, close, and raise :class:`LanRefused`."""
    connection.send(refused, plain=plain)
    connection.close(refused.reason)
    raise LanRefused(refused.code, refused.reason)
