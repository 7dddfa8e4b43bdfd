"""The session key and sealed frames.

The join code is short, so it is never used as a key: SPAKE2 (a password-authenticated key
exchange) turns it into a 32-byte secret both sides share only if they typed the same code, and
an eavesdropper learns nothing to guess the code with offline. HKDF then derives one key per
direction from that secret and a hash of the handshake (so a changed hello or welcome gives
other keys).

Every frame after the handshake is ChaCha20-Poly1305 with a nonce that counts the frames of its
direction. The receiver expects exactly the next count: a frame that was replayed, reordered,
changed or sealed with another key fails to open, and the connection is closed.
"""

from __future__ import annotations

import hashlib
import unicodedata
from dataclasses import dataclass, field

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from playmat.i18n.message import msg
from playmat.net.frames import SEALED, FrameError, frame

KEY_INFO = b"playmat-lan/1 frame keys"
#: Associated data of every sealed frame: the protocol, and which way it travels.
TO_HOST = b"playmat-lan/1 guest->host"
TO_GUEST = b"playmat-lan/1 host->guest"


def normal_code(code: str) -> str:
    """The join code as both sides compare it: letters and digits only, upper case (so
    "abc-234" and "ABC 234" are the same code)."""
    text = unicodedata.normalize("NFKC", code)
    return "".join(ch for ch in text if ch.isalnum()).upper()


@dataclass
class Direction:
    """One direction of a connection: its key, its label, and how many frames went that way
    (the count is each frame's nonce)."""

    key: bytes
    label: bytes
    count: int = 0
    _aead: ChaCha20Poly1305 = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._aead = ChaCha20Poly1305(self.key)

    def _next_nonce(self) -> bytes:
        return self.count.to_bytes(12, "big")


class Sealer(Direction):
    """Seals the frames of one direction."""

    def seal(self, payload: bytes) -> bytes:
        """A whole sealed frame carrying ``payload``."""
        nonce = self._next_nonce()
        self.count += 1
        return frame(SEALED, self._aead.encrypt(nonce, payload, self.label))


class Opener(Direction):
    """Opens the frames of one direction, in order."""

    def open(self, sealed: bytes) -> bytes:
        """The payload of the next sealed body (after its kind byte); :class:`FrameError` when
        it was not sealed with this key as the next frame."""
        try:
            payload = self._aead.decrypt(self._next_nonce(), sealed, self.label)
        except InvalidTag:
            raise FrameError(msg("lan.frame_unauthenticated")) from None
        self.count += 1
        return payload


def session_keys(shared: bytes, transcript: bytes) -> tuple[bytes, bytes]:
    """The keys (guest to host, host to guest) from the SPAKE2 secret and the handshake."""
    material = HKDF(
        algorithm=hashes.SHA256(),
        length=64,
        salt=hashlib.sha256(transcript).digest(),
        info=KEY_INFO,
    ).derive(shared)
    return material[:32], material[32:]
