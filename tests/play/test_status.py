"""The status line says whose turn it is and what the player may still do this turn."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from playmat.ai.bots import ComputerBot
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import CardName, Seat, Term, msg
from playmat.play.session import GameSession
from playmat.play.session import Seat as SeatKind
from playmat.play.status import status_line
from playmat.rules.actions import EndTurn
from playmat.rules.choices import ChoiceKind, Purpose
from playmat.rules.observation import SCHEMA, ChoiceView, Observation, PlayerView, TurnFlags
from playmat.rules.refusals import refusal
from playmat.rules.scripting import AwaitAction
from playmat.rules.state import Condition, Phase


def _player(index: int) -> PlayerView:
    return PlayerView(
        index=index,
        deck=40,
        hand=(),
        discard=(),
        lost_zone=(),
        prizes=(),
        active=None,
        bench=(),
        effects=(),
        mulligans=0,
        gx_used=False,
        vstar_used=False,
    )


def _flags(**done: bool) -> TurnFlags:
    flags = {
        "energy_attached": False,
        "supporter_played": False,
        "stadium_played": False,
        "retreated": False,
    }
    flags.update(done)
    return TurnFlags(**flags)


def _observation(**changes: Any) -> Observation:
    observation: dict[str, Any] = {
        "schema": SCHEMA,
        "viewer": 0,
        "turn": 3,
        "phase": Phase.TURN,
        "current": 0,
        "first_player": 0,
        "winner": None,
        "end_reason": None,
        "rules": "standard",
        "stadium": (),
        "players": (_player(0), _player(1)),
        "turn_flags": _flags(),
        "awaiting": 0,
        "awaiting_action": True,
        "purpose": None,
        "choice": None,
    }
    observation.update(changes)
    return Observation(**observation)


def _promote_choice() -> ChoiceView:
    return ChoiceView(
        kind=ChoiceKind.POKEMON,
        purpose=Purpose.PROMOTE,
        prompt=msg("prompt.promote"),
        options=(),
        minimum=1,
        maximum=1,
        shown=(),
    )


TURN_3 = msg("status.turn", turn=3)
MAY_ATTACH = Term("may.energy_attached")
MAY_SUPPORTER = Term("may.supporter_played")
MAY_RETREAT = Term("may.retreated")


def test_at_the_start_of_a_turn_everything_once_per_turn_is_still_to_do() -> None:
    assert status_line(_observation()) == msg(
        "status.your_turn",
        when=TURN_3,
        left=(MAY_ATTACH, MAY_SUPPORTER, MAY_RETREAT),
        done=(),
        blocked=(),
    )


def test_what_was_done_is_said_too() -> None:
    flags = _flags(energy_attached=True, retreated=True)
    assert status_line(_observation(turn_flags=flags)) == msg(
        "status.your_turn",
        when=TURN_3,
        left=(MAY_SUPPORTER,),
        done=(Term("done.energy_attached"), Term("done.retreated")),
        blocked=(),
    )


def test_the_other_player_s_turn_and_their_choices() -> None:
    assert status_line(_observation(awaiting=1)) == msg(
        "status.their_turn", when=TURN_3, player=Seat(1)
    )
    # The other player's choice: the viewer learns only what it is for, not its prompt.
    waiting = _observation(awaiting=1, awaiting_action=False, purpose=Purpose.PROMOTE)
    assert status_line(waiting) == msg(
        "status.waiting_for_choice", when=TURN_3, player=Seat(1), doing=Term("purpose.promote")
    )
    choosing = _observation(
        phase=Phase.SETUP,
        awaiting_action=False,
        purpose=Purpose.PROMOTE,
        choice=_promote_choice(),
    )
    assert status_line(choosing) == msg(
        "status.choosing", when=msg("status.setup"), prompt=msg("prompt.promote")
    )


def test_the_end_of_the_game() -> None:
    end = msg("end.won", winner=Seat(1), loser=Seat(0), took_all_prizes=True, no_active=False)
    over = _observation(winner=1, end_reason=end, phase=Phase.OVER, awaiting=None)
    assert status_line(over) == msg("status.game_over", reason=end)


def test_a_once_per_turn_thing_that_can_t_be_done_now_says_why() -> None:
    paralyzed = refusal(
        "retreat_condition",
        "EN I-A-03",
        pokemon=CardName("sm1-1", "Spearow"),
        condition=Condition.PARALYZED.term,
    )
    flags = replace(_flags(), refused=(("retreated", paralyzed.message),))
    assert status_line(_observation(turn_flags=flags)) == msg(
        "status.your_turn",
        when=TURN_3,
        left=(MAY_ATTACH, MAY_SUPPORTER),
        done=(),
        blocked=(paralyzed.message,),
    )


def test_r4_the_first_player_s_first_turn_offers_no_supporter(starter_decks) -> None:
    """R-4: the player who goes first can't play a Supporter on their first turn, so the
    status line of a real game there says why instead of offering one; the next player's
    first turn offers one again."""
    session = GameSession.new(
        (starter_decks["Forest Shadow"], starter_decks["Roaring Heat"]),
        ("Forest Shadow", "Roaring Heat"),
        (SeatKind.HUMAN, SeatKind.HUMAN),
        seed=3,
    )
    bot = ComputerBot(seed=1)
    game = session.game
    while game.state.phase is not Phase.TURN or not isinstance(game.pending, AwaitAction):
        session.submit(bot.choose(game, game.decider), game.decider)
        game = session.game
    first = game.state.first_player
    line = status_line(session.observe(first))
    assert MAY_SUPPORTER not in line["left"]
    assert refusal("supporter_first_turn", "R-4").message in line["blocked"]
    assert Reader(you=first).render(line).count("Supporter") == 1  # the reason, not an offer
    session.submit(EndTurn(), first)
    game = session.game
    while game.decider != 1 - first or not isinstance(game.pending, AwaitAction):
        session.submit(bot.choose(game, game.decider), game.decider)
        game = session.game
    assert MAY_SUPPORTER in status_line(session.observe(1 - first))["left"]
