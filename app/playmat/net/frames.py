"""Frames: how bytes on a LAN connection are cut into messages, without sockets or Qt.

A frame is a 4-byte big-endian length, then that many bytes of body. The first byte of a body
says what follows: :data:`PLAIN` (JSON, only during the handshake) or :data:`SEALED` (JSON
encrypted and authenticated with the session key, :mod:`playmat.net.seal`). A length of zero
or above :data:`MAX_FRAME` is refused before a single byte of the body is read, so a peer can
neither make the host allocate a huge buffer nor keep it waiting for one.

:class:`FrameDecoder` is fed whatever the socket gave, in any pieces, and hands back whole
bodies; anything it can't accept raises :class:`FrameError`, after which the connection is
closed.
"""

from __future__ import annotations

import json
from typing import Any

from playmat.errors import PlaymatError
from playmat.i18n.message import msg

#: The largest body a peer may send: a whole game's decisions and log fit many times over.
MAX_FRAME = 2 * 1024 * 1024
#: The length prefix.
HEADER = 4
#: The first byte of a body: JSON as it is (the handshake) or sealed JSON.
PLAIN = 0
SEALED = 1


class FrameError(PlaymatError):
    """Bytes that are not a frame Playmat accepts: the connection is closed."""


def frame(kind: int, payload: bytes) -> bytes:
    """The bytes of one frame: the length prefix, the kind byte, the payload."""
    body = bytes((kind,)) + payload
    if len(body) > MAX_FRAME:
        raise FrameError(msg("lan.frame_length", size=len(body), limit=MAX_FRAME))
    return len(body).to_bytes(HEADER, "big") + body


def to_json(data: dict[str, Any]) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def from_json(payload: bytes) -> dict[str, Any]:
    """A JSON record; :class:`FrameError` for anything else (bad UTF-8, bad JSON, a list)."""
    try:
        data = json.loads(payload.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise FrameError(msg("lan.frame_not_json")) from None
    if not isinstance(data, dict):
        raise FrameError(msg("lan.frame_not_json"))
    return data


class FrameDecoder:
    """Whole frame bodies out of a stream of bytes fed in pieces of any size."""

    def __init__(self, limit: int = MAX_FRAME) -> None:
        self.limit = limit
        self._buffer = bytearray()
        self._wanted: int | None = None

    def feed(self, data: bytes) -> list[bytes]:
        """The bodies completed by ``data`` (often none, sometimes several)."""
        self._buffer += data
        bodies: list[bytes] = []
        while True:
            if self._wanted is None:
                if len(self._buffer) < HEADER:
                    return bodies
                size = int.from_bytes(self._buffer[:HEADER], "big")
                if size == 0 or size > self.limit:
                    raise FrameError(msg("lan.frame_length", size=size, limit=self.limit))
                del self._buffer[:HEADER]
                self._wanted = size
            if len(self._buffer) < self._wanted:
                return bodies
            bodies.append(bytes(self._buffer[: self._wanted]))
            del self._buffer[: self._wanted]
            self._wanted = None

    @property
    def pending(self) -> int:
        """Bytes received that are not part of a whole frame yet."""
        return len(self._buffer)
