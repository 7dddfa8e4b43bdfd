"""The frame codec, alone (no sockets, no Qt): a length prefix and a body, capped; bytes arrive
in any pieces. Fuzzed with Hypothesis."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playmat.net.frames import (
    HEADER,
    MAX_FRAME,
    PLAIN,
    SEALED,
    FrameDecoder,
    FrameError,
    frame,
    from_json,
)

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def test_a_frame_is_its_length_then_its_kind_and_payload() -> None:
    data = frame(PLAIN, b'{"a":1}')
    assert data[:HEADER] == (8).to_bytes(4, "big")
    assert data[HEADER:] == bytes((PLAIN,)) + b'{"a":1}'


def test_frames_split_at_every_byte_come_out_whole_and_in_order() -> None:
    stream = frame(PLAIN, b"first") + frame(SEALED, b"x" * 300) + frame(PLAIN, b"third")
    for split in range(len(stream) + 1):
        decoder = FrameDecoder()
        bodies = decoder.feed(stream[:split]) + decoder.feed(stream[split:])
        assert bodies == [b"\x00first", b"\x01" + b"x" * 300, b"\x00third"]
        assert decoder.pending == 0


def test_a_length_above_the_cap_is_refused_before_the_body_is_read() -> None:
    decoder = FrameDecoder()
    with pytest.raises(FrameError) as refused:
        decoder.feed((MAX_FRAME + 1).to_bytes(4, "big"))
    assert "2097153 bytes" in str(refused.value)


def test_an_empty_frame_is_refused() -> None:
    with pytest.raises(FrameError):
        FrameDecoder().feed(b"\x00\x00\x00\x00")


def test_a_frame_too_large_to_send_is_refused_before_it_is_sent() -> None:
    with pytest.raises(FrameError):
        frame(SEALED, b"x" * MAX_FRAME)


@pytest.mark.parametrize(
    "payload", [b"not json", b"[1, 2]", b"\xff\xfe", b'"text"', b"{" * 100_000]
)
def test_a_payload_that_is_not_a_json_record_is_refused(payload: bytes) -> None:
    with pytest.raises(FrameError):
        from_json(payload)


@FUZZ
@given(st.binary(max_size=4096), st.lists(st.integers(0, 4096), max_size=8))
def test_random_bytes_in_random_pieces_give_bodies_or_a_frame_error(
    data: bytes, cuts: list[int]
) -> None:
    decoder = FrameDecoder()
    points = sorted({min(c, len(data)) for c in cuts} | {0, len(data)})
    try:
        for start, end in itertools.pairwise(points):
            for body in decoder.feed(data[start:end]):
                assert 0 < len(body) <= MAX_FRAME
    except FrameError:
        pass


@FUZZ
@given(st.lists(st.binary(min_size=0, max_size=2000), min_size=1, max_size=6), st.data())
def test_any_frames_round_trip_whatever_the_pieces(
    payloads: list[bytes], data: st.DataObject
) -> None:
    stream = b"".join(frame(SEALED, payload) for payload in payloads)
    decoder = FrameDecoder()
    cuts = sorted(data.draw(st.lists(st.integers(0, len(stream)), max_size=10)))
    bodies: list[bytes] = []
    last = 0
    for cut in [*cuts, len(stream)]:
        bodies += decoder.feed(stream[last:cut])
        last = cut
    assert bodies == [bytes((SEALED,)) + payload for payload in payloads]


@FUZZ
@given(st.integers(MAX_FRAME + 1, 2**32 - 1))
def test_any_huge_length_is_refused_at_once(size: int) -> None:
    with pytest.raises(FrameError):
        FrameDecoder().feed(size.to_bytes(4, "big") + b"x" * 10)
