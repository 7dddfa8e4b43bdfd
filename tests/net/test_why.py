"""The guest's questions (:class:`~playmat.net.messages.Why`): why the moves of a card of its
hand are refused. Any question, about any card at any step, gets the host rules' own verdicts
on the moves the guest's table offers for that card of the guest's own hand, or nothing (a
stale step); a card the guest doesn't hold (the host's hidden ones included) gets no verdict,
and a peer's malformed answer or question is a decode error, never a crash."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playmat.cards.model import Card
from playmat.net.connection import Connection
from playmat.net.hosted import HostedGame
from playmat.net.messages import Verdicts, Why, from_record
from playmat.net.probes import hand_card, hand_probes
from playmat.net.seal import TO_GUEST, TO_HOST, Opener, Sealer
from playmat.play.client import Seat
from playmat.play.saves import LanRecord
from playmat.play.session import GameSession
from playmat.rules.observation import CardView
from playmat.rules.wire import DecodeError

KEY = bytes(range(32))
GUEST = 1


@pytest.fixture
def served(
    starter_decks: dict[str, list[Card]], tmp_path: Path
) -> Iterator[tuple[HostedGame, Connection, list[bytes]]]:
    """A hosted game in the guest's turn, a few turns in (a hand, Pokémon in play), serving
    the guest over a real, sealed connection; and what the host sent on it, as plain JSON."""
    session = GameSession.new(
        (starter_decks["Roaring Heat"], starter_decks["Bright Tide"]),
        ("Roaring Heat", "Bright Tide"),
        (Seat.COMPUTER, Seat.COMPUTER),
        seed=11,
        directory=tmp_path,
    )
    while not (session.game.state.turn >= 4 and session.observe(GUEST).awaiting_action):
        assert not session.game.over
        session.play_computer_move()
    hosted = HostedGame(session, LanRecord("secret", "nonce", "commitment", "token", "CODE", 1))
    sent: list[bytes] = []
    host_end, guest_end = socket.socketpair()
    host = Connection(host_end, tap=sent.append)
    host.seal_with(Sealer(KEY, TO_GUEST), Opener(KEY, TO_HOST))
    hosted.attach(host, hosted.start_message())
    yield hosted, host, sent
    host.close()
    guest_end.close()


def _answer(hosted: HostedGame, host: Connection, sent: list[bytes], why: Why) -> Verdicts | None:
    """The host's answer to ``why`` from its guest (it answers at once, on the connection the
    question came on), or ``None`` when it says nothing."""
    before = len(sent)
    hosted.receive(host, why)
    assert not host.closed
    answers = [from_record(json.loads(payload)) for payload in sent[before:]]
    assert len(answers) <= 1
    if not answers:
        return None
    assert isinstance(answers[0], Verdicts)
    return answers[0]


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_any_question_gets_the_rules_verdicts_on_the_guests_own_card_or_nothing(
    served: tuple[HostedGame, Connection, list[bytes]], data: st.DataObject
) -> None:
    hosted, host, sent = served
    game = hosted.session.game
    observation = hosted.observe(GUEST)
    mine = [c.handle for c in observation.me.hand if isinstance(c, CardView)]
    theirs = [*game.state.players[0].hand, *game.state.players[0].deck]
    step = len(game.decisions)
    asked_step = data.draw(st.sampled_from([step, step, step - 1, step + 1]) | st.integers())
    card = data.draw(st.sampled_from(mine + theirs) | st.integers(-(2**40), 2**40))
    answer = _answer(hosted, host, sent, Why(asked_step, card))
    if asked_step != step:
        assert answer is None
        return
    assert answer is not None and answer.step == step and answer.card == card
    moves = set(hand_probes(observation, hosted.card, card))
    if card not in mine:
        assert moves == set() and answer.refused == ()
    legal = set(game.legal_actions(GUEST))
    answered = {
        action: probe.refusal.refusal() for probe in answer.refused for action in probe.actions
    }
    for action, reason in answered.items():
        assert hand_card(action) == card and action in moves
        assert reason == game.why_illegal(action, GUEST)
    # Every refused move of the card is answered, every legal one is not.
    assert set(answered) == moves - legal


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)


@settings(max_examples=200, deadline=None)
@given(
    kind=st.sampled_from(["why", "verdicts"]),
    fields=st.dictionaries(st.sampled_from(["step", "card", "refused", "actions"]), JSON),
)
def test_a_question_or_answer_of_any_shape_is_the_message_or_a_decode_error(
    kind: str, fields: dict[str, object]
) -> None:
    try:
        message = from_record({"type": kind, **fields})
    except DecodeError:
        return
    assert isinstance(message, Why | Verdicts)
