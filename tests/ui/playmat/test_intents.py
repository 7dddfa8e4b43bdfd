"""What a drop on the table means, worked out from the viewer's observation alone."""

from __future__ import annotations

from playmat.cards.starter import starter_cards
from playmat.i18n.message import CardName, msg
from playmat.rules.actions import Answer, AttachEnergy, Evolve, PlayBasic, PlayTrainer, Retreat
from playmat.rules.choices import ChoiceKind, Purpose
from playmat.rules.observation import (
    SCHEMA,
    CardView,
    ChoiceView,
    HiddenCard,
    Observation,
    OptionView,
    PlayerView,
    PokemonView,
    TurnFlags,
)
from playmat.rules.state import Phase
from playmat.ui.playmat.intents import NOTHING, Intent, drop_intent, option_keys

CARDS = {card.id: card for card in starter_cards()}
ROWLET, DARTRIX, GRASS, POTION, LITTEN = "sm1-9", "sm1-10", "sm1-164", "sm1-127", "sm1-24"


def _ref(handle: int, card_id: str) -> CardView:
    return CardView(handle, card_id, CARDS[card_id].name)


def _named(card_id: str) -> CardName:
    return CardName(card_id, CARDS[card_id].name)


def _pokemon(pokemon_id: int, handle: int, card_id: str) -> PokemonView:
    card = _ref(handle, card_id)
    hp = CARDS[card_id].hp or 0
    return PokemonView(
        id=pokemon_id,
        face_down=False,
        card=card,
        stack=(card,),
        energy=(),
        tools=(),
        damage=0,
        hp=hp,
        remaining_hp=hp,
        retreat_cost=len(CARDS[card_id].retreat_cost),
        conditions=(),
        effects=(),
        new_this_turn=False,
    )


def _player(
    index: int,
    hand: tuple[CardView | HiddenCard, ...],
    active: PokemonView,
    bench: tuple[PokemonView, ...],
) -> PlayerView:
    return PlayerView(
        index=index,
        deck=30,
        hand=hand,
        discard=(),
        lost_zone=(),
        prizes=tuple(HiddenCard(100 + 10 * index + i) for i in range(6)),
        active=active,
        bench=bench,
        effects=(),
        mulligans=0,
        gx_used=False,
        vstar_used=False,
    )


def _observation(
    bench: int = 1, choice: ChoiceView | None = None, awaiting: int = 0
) -> Observation:
    hand = (_ref(10, ROWLET), _ref(11, DARTRIX), _ref(12, GRASS), _ref(13, POTION))
    benched = tuple(_pokemon(2 + i, 20 + i, ROWLET) for i in range(bench))
    theirs = tuple(HiddenCard(60 + i) for i in range(5))
    return Observation(
        schema=SCHEMA,
        viewer=0,
        turn=3,
        phase=Phase.TURN,
        current=awaiting,
        first_player=0,
        winner=None,
        end_reason=None,
        rules="standard",
        stadium=(),
        players=(
            _player(0, hand, _pokemon(1, 1, ROWLET), benched),
            _player(1, theirs, _pokemon(9, 50, LITTEN), ()),
        ),
        turn_flags=TurnFlags(False, False, False, False),
        awaiting=awaiting,
        awaiting_action=choice is None,
        purpose=choice.purpose if choice is not None else None,
        choice=choice,
    )


def lookup(card_id: str):
    return CARDS[card_id]


def drop(source, target, **observation) -> Intent:
    return drop_intent(_observation(**observation), lookup, source, target)


def test_a_basic_goes_onto_the_bench_and_nowhere_else() -> None:
    assert drop(("hand", 10), ("zone", 0, "bench")) == Intent(PlayBasic(10))
    assert drop(("hand", 10), ("board",)) == Intent(PlayBasic(10))
    assert drop(("hand", 10), ("pokemon", 1)).reason == msg("board.drop_basic", card=_named(ROWLET))


def test_an_evolution_energy_and_trainer_go_where_they_are_played() -> None:
    assert drop(("hand", 11), ("pokemon", 1)) == Intent(Evolve(11, 1))
    assert drop(("hand", 11), ("zone", 0, "bench")).reason == msg(
        "board.drop_evolution", card=_named(DARTRIX), evolves_from="Rowlet"
    )
    assert drop(("hand", 12), ("pokemon", 9)) == Intent(AttachEnergy(12, 9))  # the engine says no
    assert drop(("hand", 12), ("board",)).reason == msg("board.drop_energy", card=_named(GRASS))
    assert drop(("hand", 13), ("zone", None, "stadium")) == Intent(PlayTrainer(13))


def test_back_into_the_hand_means_nothing() -> None:
    assert drop(("hand", 13), ("zone", 0, "hand")) is NOTHING


def test_the_active_retreats_onto_the_bench() -> None:
    assert drop(("pokemon", 1), ("pokemon", 2)) == Intent(Retreat(2))
    assert drop(("pokemon", 1), ("zone", 0, "bench")) == Intent(Retreat(2))
    two = drop(("pokemon", 1), ("zone", 0, "bench"), bench=2)
    assert two.reason == msg("board.retreat_onto_benched", pokemon=_named(ROWLET))
    assert drop(("pokemon", 1), ("zone", 0, "active")) is NOTHING


def test_nothing_is_played_when_it_is_not_your_turn_to_decide() -> None:
    assert drop(("hand", 10), ("zone", 0, "bench"), awaiting=1).reason == msg(
        "board.not_your_decision"
    )


def _setup_choice(purpose: Purpose, maximum: int = 1) -> ChoiceView:
    prompt = (
        msg("prompt.setup_active")
        if purpose is Purpose.SETUP_ACTIVE
        else msg("prompt.setup_bench", count=maximum)
    )
    rowlet = _ref(10, ROWLET)
    return ChoiceView(
        kind=ChoiceKind.CARDS,
        purpose=purpose,
        prompt=prompt,
        options=(OptionView(msg("option.card", card=_named(ROWLET)), rowlet, None, None),),
        minimum=0 if purpose is Purpose.SETUP_BENCH else 1,
        maximum=maximum,
        shown=(),
    )


def test_setup_places_the_active_by_a_drop_and_picks_the_bench() -> None:
    active = _setup_choice(Purpose.SETUP_ACTIVE)
    assert drop(("hand", 10), ("zone", 0, "active"), choice=active) == Intent(Answer((0,)))
    assert drop(("hand", 10), ("zone", 0, "bench"), choice=active).reason == msg(
        "board.drop_active"
    )
    bench = _setup_choice(Purpose.SETUP_BENCH)
    assert drop(("hand", 10), ("zone", 0, "bench"), choice=bench) == Intent(pick=0)
    assert drop(("hand", 12), ("zone", 0, "bench"), choice=bench).reason == msg(
        "board.answer_first", prompt=bench.prompt
    )


def test_prize_cards_stand_for_the_options_of_taking_a_prize() -> None:
    choice = ChoiceView(
        kind=ChoiceKind.OPTION,
        purpose=Purpose.TAKE_PRIZE,
        prompt=msg("prompt.take_prizes", count=1),
        options=tuple(
            OptionView(msg("option.prize_card", number=i + 1), None, None, i) for i in range(3)
        ),
        minimum=1,
        maximum=1,
        shown=(),
    )
    assert option_keys(_observation(choice=choice), choice) == [
        ("prize", 0, 0),
        ("prize", 0, 1),
        ("prize", 0, 2),
    ]
