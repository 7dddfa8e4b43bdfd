"""Sealed frames: ChaCha20-Poly1305 with a count per direction, keys from the SPAKE2 secret and
the handshake. A frame changed, replayed, reordered or sealed with another key doesn't open."""

from __future__ import annotations

import pytest

from playmat.net.frames import HEADER, SEALED, FrameDecoder, FrameError
from playmat.net.seal import TO_GUEST, TO_HOST, Opener, Sealer, normal_code, session_keys

KEY = bytes(range(32))


def _body(data: bytes) -> bytes:
    (body,) = FrameDecoder().feed(data)
    assert body[0] == SEALED
    return body[1:]


def test_frames_open_in_the_order_they_were_sealed() -> None:
    sealer, opener = Sealer(KEY, TO_HOST), Opener(KEY, TO_HOST)
    frames = [_body(sealer.seal(f"frame {n}".encode())) for n in range(3)]
    assert [opener.open(f) for f in frames] == [b"frame 0", b"frame 1", b"frame 2"]


def test_a_sealed_frame_hides_its_payload() -> None:
    assert b"Pikachu" not in Sealer(KEY, TO_HOST).seal(b'{"card":"Pikachu"}')


def test_a_replayed_frame_does_not_open() -> None:
    sealer, opener = Sealer(KEY, TO_HOST), Opener(KEY, TO_HOST)
    first = _body(sealer.seal(b"decision"))
    assert opener.open(first) == b"decision"
    with pytest.raises(FrameError):
        opener.open(first)


def test_reordered_frames_do_not_open() -> None:
    sealer, opener = Sealer(KEY, TO_HOST), Opener(KEY, TO_HOST)
    first, second = _body(sealer.seal(b"one")), _body(sealer.seal(b"two"))
    with pytest.raises(FrameError):
        opener.open(second)
    assert opener.open(first) == b"one"


def test_a_changed_byte_does_not_open() -> None:
    sealed = bytearray(_body(Sealer(KEY, TO_HOST).seal(b"attach energy")))
    sealed[3] ^= 1
    with pytest.raises(FrameError):
        Opener(KEY, TO_HOST).open(bytes(sealed))


def test_a_frame_sent_one_way_does_not_open_the_other_way() -> None:
    sealed = _body(Sealer(KEY, TO_HOST).seal(b"update"))
    with pytest.raises(FrameError):
        Opener(KEY, TO_GUEST).open(sealed)


def test_the_keys_differ_by_direction_and_by_handshake() -> None:
    to_host, to_guest = session_keys(b"shared" * 4, b"hello+welcome")
    assert to_host != to_guest and len(to_host) == len(to_guest) == 32
    assert session_keys(b"shared" * 4, b"hello+welcome!") != (to_host, to_guest)
    assert session_keys(b"shared" * 4, b"hello+welcome") == (to_host, to_guest)


def test_a_join_code_is_compared_without_case_spaces_or_dashes() -> None:
    assert normal_code("kqt-742") == normal_code(" KQT 742 ") == "KQT742"


def test_the_frame_header_counts_the_kind_byte() -> None:
    data = Sealer(KEY, TO_HOST).seal(b"")
    assert int.from_bytes(data[:HEADER], "big") == len(data) - HEADER
