"""How Trainers are played and the cards they move, round 2 (``compiler/shapes/trainers.py``,
the deck-evolution, look-at-the-deck and hand shapes; ``effects/trainer_play.py``,
``stadiums.py``, ``deck_evolution.py``): texts that must not compile, what texts compile to,
descriptions and data, and the edges of each part played in a real game (the texts here are
written for the tests). The helpers are those of the first round's tests."""

from __future__ import annotations

from typing import Any

import pytest
from test_cards import (
    GRASS,
    HAND_AND_HAU,
    OPPONENT,
    answer,
    compiled,
    game_at,
    ids,
    offered,
    play_hau,
    problems,
)

from playmat.cards.model import EnergyType
from playmat.compiler.grammar import ABILITY, ATTACK, TRAINER, Miss
from playmat.compiler.shapes.trainers import use_condition_of
from playmat.effects.base import Part, Stage
from playmat.effects.damage_parts import MoreDamage
from playmat.effects.data import part_from_data, part_to_data
from playmat.effects.deck_peek import PeekTop
from playmat.effects.deck_top import LookAtTop
from playmat.effects.drawing import Draw, DrawFor, OpponentDraws
from playmat.effects.hand_to_deck import HandToDeck, SwitchWithTop
from playmat.effects.hands import DiscardFromHand, HandsToBottom
from playmat.effects.opponents_hand import LookAtOpponentsHand
from playmat.effects.predicates import (
    AnyCard,
    AnyPokemon,
    Compare,
    Counted,
    CountIs,
    DefenderAffected,
    EnergyCard,
    HasPokemon,
    Heads,
    ItemCard,
    NamedCard,
    PokemonCard,
    PokemonOfType,
    StadiumInPlay,
    YouDid,
)
from playmat.effects.prizes import AskToTakePrizes
from playmat.effects.returning import ReturnPokemon
from playmat.effects.stadiums import DiscardStadium
from playmat.effects.trainer_play import (
    EndTurn,
    LostZoneAtLeast,
    OtherCardsAtMost,
    SecondPlayersFirstTurn,
    UsableOnlyIf,
)
from playmat.i18n.catalogue import Reader
from playmat.rules.actions import PlayTrainer
from playmat.rules.state import Condition

_SHUFFLE = " Then, shuffle your deck."
_LOOK = "Look at the top 5 cards of your deck."
_BACK = " Shuffle the other cards back into your deck."


# -- texts that must not compile -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("You can use this card only if this Pokémon is Poisoned. Draw 2 cards.", TRAINER),
        ("You can use this card only if you have 3 Pokémon. Draw 2 cards.", TRAINER),
        ("Your turn ends.", ABILITY),
        ("If you use this Ability, your turn ends.", TRAINER),
        (
            "Discard 2 cards from your hand. (If you can't discard 3 cards, you can't play this "
            "card.) Draw 3 cards.",
            TRAINER,
        ),
        ("Draw 3 cards. (If you can't discard 2 cards, you can't play this card.)", TRAINER),
        ("Then, discard 1 card from your hand.", TRAINER),
        (
            _LOOK
            + " You may reveal a Supporter card you find there and put it onto your Bench."
            + _BACK,
            TRAINER,
        ),
        (
            _LOOK + " You may attach a Supporter card you find there into your hand." + _BACK,
            TRAINER,
        ),
        (
            "Look at the top 5 cards of your deck and attach up to 2 Supporter cards you find "
            "there to 1 of your Pokémon." + _BACK,
            ATTACK,
        ),
        (
            _LOOK + " You may put 1 Pokémon you find there into your hand. Put the other cards "
            "into your hand.",
            TRAINER,
        ),
        (
            "You can use this card during your first turn or on 1 Pokémon that was put into "
            "play this turn.",
            TRAINER,
        ),
        ("You may discard a Stadium in play. If you do, this attack does 0 more damage.", ATTACK),
        ("Discard 1 of your Benched Pokémon and all attached cards into your hand.", TRAINER),
        ("Put 1 of your Pokémon and all attached cards into your deck.", TRAINER),
        ("Return this Pokémon and all cards attached to it to your hand.", TRAINER),
        (
            "Ask your opponent if each player may take 1 Prize card. If yes, each player takes 2 "
            "Prize cards. If no, you draw 4 cards.",
            TRAINER,
        ),
        ("Draw a card for each of your Tera Pokémon ex in play.", TRAINER),
        ("Shuffle 2 cards from your hand on top of your deck.", TRAINER),
        ("Reveal a Pokémon from your hand into your deck.", TRAINER),
        ("Put a card from your hand and put it on top of your deck.", TRAINER),
        ("Discard that Stadium card.", ATTACK),
        ("If heads, look at your opponent's hand.", ATTACK),
    ],
)
def test_trainer_texts_out_of_range_or_unclear_stay_manual(text: str, where: str) -> None:
    assert compiled(text, where or TRAINER) is None


def test_use_conditions_leave_prize_cards_and_knock_outs_to_their_family() -> None:
    with pytest.raises(Miss):
        use_condition_of("any of your Pokémon were Knocked Out during your opponent's last turn")
    with pytest.raises(Miss):
        use_condition_of("your opponent has 3 or fewer Prize cards remaining")


# -- what texts compile to -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where", "parts"),
    [
        (
            "You can use this card only if you have 3 or more cards in the Lost Zone. Draw 2 "
            "cards.",
            TRAINER,
            [UsableOnlyIf(LostZoneAtLeast(3)), Draw(2)],
        ),
        (
            "You can play this card only if you have 2 or fewer other cards in your hand. Draw "
            "3 cards.",
            TRAINER,
            [UsableOnlyIf(OtherCardsAtMost(2)), Draw(3)],
        ),
        (
            "You can use this card only if you have any Tera Pokémon in play. Draw 2 cards.",
            TRAINER,
            [UsableOnlyIf(HasPokemon(PokemonCard(kind="tera"), bench_only=False)), Draw(2)],
        ),
        (
            "You can use this card only if your opponent's Active Pokémon is Poisoned. Draw 2 "
            "cards.",
            TRAINER,
            [UsableOnlyIf(DefenderAffected(Condition.POISONED)), Draw(2)],
        ),
        (
            "You can use this card only if you go second, and only on your first turn. Draw 2 "
            "cards.",
            TRAINER,
            [UsableOnlyIf(SecondPlayersFirstTurn()), Draw(2)],
        ),
        ("You may discard a Stadium in play.", ATTACK, [DiscardStadium(optional=True)]),
        ("If heads, discard any Stadium card in play.", ATTACK, [DiscardStadium(when=Heads())]),
        (
            "Look at the bottom 7 cards of your deck. You may reveal a Tyrunt you find there and "
            "put it onto your Bench." + _BACK,
            TRAINER,
            [LookAtTop(7, NamedCard("Tyrunt"), reveal=True, bottom=True, destination="bench")],
        ),
        (
            "Look at the top 2 cards of your deck and put 1 of them into your hand. Put the other "
            "card back on top of your deck.",
            ABILITY,
            [LookAtTop(2, AnyCard(), up_to=False, rest="stay")],
        ),
        (
            "Look at the bottom 4 cards of your deck and put 2 of them into your hand. Put the "
            "other cards back on the bottom of your deck in any order.",
            TRAINER,
            [LookAtTop(4, AnyCard(), take=2, up_to=False, rest="bottom_in_order", bottom=True)],
        ),
        (
            "Look at the top 6 cards of your deck, reveal 1 Item card you find there, and put it "
            "into your hand." + _BACK,
            ABILITY,
            [LookAtTop(6, ItemCard(), up_to=False, reveal=True)],
        ),
        (
            "Look at the top 4 cards of your deck and attach any number of Energy cards you find "
            "there to this Pokémon. Put the other cards into your hand.",
            ABILITY,
            [LookAtTop(4, EnergyCard(), any_number=True, rest="hand", destination="attach_self")],
        ),
        (
            "Draw 3 cards. Then, discard 1 card from your hand.",
            TRAINER,
            [Draw(3), DiscardFromHand(1, AnyCard(), cost=False, stage=Stage.EFFECTS)],
        ),
        (
            "Each player shuffles their hand and puts it on the bottom of their deck. If either "
            "player put any cards on the bottom of their deck in this way, you draw 5 cards, and "
            "your opponent draws 4 cards.",
            TRAINER,
            [
                HandsToBottom(),
                Draw(5, when=YouDid()),
                OpponentDraws(4, when=YouDid()),
            ],
        ),
        ("If you use this Ability, your turn ends.", ABILITY, [EndTurn()]),
        (
            "Shuffle 1 of your Pokémon and all cards attached to it into your deck.",
            TRAINER,
            [ReturnPokemon("deck")],
        ),
        (
            "Discard 1 of your Benched Pokémon and all attached cards.",
            TRAINER,
            [ReturnPokemon("discard", benched=True)],
        ),
        (
            "If heads, put 1 of your Grass Pokémon that has any damage counters on it and all "
            "attached cards into your hand.",
            TRAINER,
            [ReturnPokemon(pokemon=PokemonOfType(EnergyType.GRASS), damaged=True, when=Heads())],
        ),
        (
            "Draw a card for each of your opponent's Pokémon in play.",
            TRAINER,
            [DrawFor(1, "opponents_in_play")],
        ),
        (
            "Ask your opponent if each player may take a Prize card. If yes, each player takes a "
            "Prize card. If no, you draw 4 cards.",
            TRAINER,
            [AskToTakePrizes(1, 4)],
        ),
        (
            "Choose 1 card from your hand and put it on top of your deck.",
            TRAINER,
            [HandToDeck(1, place="top")],
        ),
        (
            "Put 2 Energy cards from your hand on the bottom of your deck.",
            ABILITY,
            [HandToDeck(2, EnergyCard(), place="bottom")],
        ),
        (
            "You may shuffle this Pokémon and all attached cards into your deck.",
            ATTACK,
            [ReturnPokemon("deck", yourself=True, optional=True)],
        ),
        (
            "If there is any Stadium card in play, this attack does 30 more damage. Then, "
            "discard that Stadium card.",
            ATTACK,
            [MoreDamage(30, StadiumInPlay()), DiscardStadium(when=StadiumInPlay())],
        ),
    ],
)
def test_trainer_texts_compile_to_their_parts(text: str, where: str, parts: list[Part]) -> None:
    assert compiled(text, where) == parts


# -- every part: described completely, stored as data and read back ---------------------------

PARTS: list[Part] = [
    UsableOnlyIf(SecondPlayersFirstTurn()),
    UsableOnlyIf(LostZoneAtLeast(2)),
    UsableOnlyIf(OtherCardsAtMost(3)),
    UsableOnlyIf(CountIs(Counted.YOUR_DECK, Compare.AT_LEAST, 1)),
    EndTurn(),
    DiscardStadium(),
    DiscardStadium(optional=True, when=Heads(), stage=Stage.BEFORE_DAMAGE),
    HandsToBottom(),
    DrawFor(1, "own_prizes", each=True, when=YouDid()),
    DiscardFromHand(1, AnyCard(), cost=False, stage=Stage.EFFECTS),
    *(
        LookAtTop(4, EnergyCard(), take=2, destination=destination)
        for destination in (
            "bench",
            "discard",
            "attach",
            "attach_benched",
            "attach_one",
            "attach_one_benched",
            "attach_self",
        )
    ),
    LookAtTop(4, EnergyCard(), take=2, up_to=False, destination="attach"),
    *(
        LookAtTop(5, AnyCard(), take=3, up_to=False, rest=rest, when=YouDid())
        for rest in ("lost_zone", "back_in_order", "bottom_in_order", "hand", "stay")
    ),
    *(ReturnPokemon(to) for to in ("hand", "deck", "discard")),
    ReturnPokemon(yourself=True, discard_attached=True, optional=True, when=Heads()),
    ReturnPokemon(pokemon=PokemonOfType(EnergyType.GRASS), benched=True, damaged=True),
    DrawFor(1, "opponents_in_play"),
    DrawFor(2, "own_in_play", pokemon=PokemonCard(kind="ancient")),
    DrawFor(1, "own_in_play"),
    AskToTakePrizes(1, 4),
    HandToDeck(2, shuffle=True),
    HandToDeck(1, AnyPokemon(), reveal=True),
    *(HandToDeck(1, place=place) for place in ("top", "bottom")),
    SwitchWithTop(),
    LookAtOpponentsHand(),
    PeekTop(),
    PeekTop("opponent", "shuffle"),
    PeekTop("either", "discard"),
    PeekTop("you", "bottom"),
    PeekTop("you", "take", 1),
]


@pytest.mark.parametrize("part", PARTS, ids=[type(p).__name__ for p in PARTS])
def test_every_trainer_part_is_described_completely_and_stored_as_data(part: Part) -> None:
    assert problems(part.describe()) == []
    assert part_from_data(part_to_data(part)) == part


@pytest.mark.parametrize(
    "bad",
    [
        lambda: LostZoneAtLeast(0),
        lambda: OtherCardsAtMost(-1),
        lambda: LookAtTop(5, slots=(AnyCard(), EnergyCard()), destination="bench"),
        lambda: ReturnPokemon("lost_zone"),
        lambda: ReturnPokemon(yourself=True, benched=True),
        lambda: ReturnPokemon("discard", discard_attached=True),
        lambda: DrawFor(1, "opponents_in_play", pokemon=AnyPokemon()),
        lambda: AskToTakePrizes(0, 4),
        lambda: HandToDeck(0),
        lambda: HandToDeck(1, place="middle"),
        lambda: HandToDeck(1, place="top", shuffle=True),
        lambda: PeekTop("both"),
        lambda: PeekTop(then="burn"),
        lambda: PeekTop(then="take"),
        lambda: PeekTop("opponent", "take", 1),
        lambda: PeekTop(then="discard", draw=1),
    ],
)
def test_trainer_parts_refuse_values_out_of_range(bad: Any) -> None:
    with pytest.raises(ValueError):
        bad()


def test_a_use_condition_reads_as_the_card_says_it() -> None:
    words = Reader().render(UsableOnlyIf(LostZoneAtLeast(4)).describe())
    assert words.startswith("If you have 4 or more cards in the Lost Zone, you can use this card")


# -- played in a game --------------------------------------------------------------------------


def test_fewer_other_cards_in_hand_counts_without_the_card_played() -> None:
    parts = [UsableOnlyIf(OtherCardsAtMost(1)), Draw(2)]
    game = game_at({**HAND_AND_HAU, "hand": ["sm1-120", GRASS]}, OPPONENT, trainer=parts)
    play_hau(game)
    assert len(game.state.players[0].hand) == 3
    game = game_at({**HAND_AND_HAU, "hand": ["sm1-120", GRASS, GRASS]}, OPPONENT, trainer=parts)
    hau = game.state.players[0].hand[0]
    reason = game.why_illegal(PlayTrainer(hau))
    assert reason is not None and reason.code == "use_condition"


def test_the_lost_zone_counts_for_a_use_condition() -> None:
    parts = [UsableOnlyIf(LostZoneAtLeast(2)), Draw(1)]
    game = game_at({**HAND_AND_HAU, "lost_zone": [GRASS]}, OPPONENT, trainer=parts)
    reason = game.why_illegal(PlayTrainer(game.state.players[0].hand[0]))
    assert reason is not None and reason.code == "use_condition"
    game = game_at({**HAND_AND_HAU, "lost_zone": [GRASS, GRASS]}, OPPONENT, trainer=parts)
    play_hau(game)
    assert len(game.state.players[0].hand) == 1


def test_no_stadium_in_play_refuses_a_trainer_that_only_discards_one() -> None:
    game = game_at(HAND_AND_HAU, OPPONENT, trainer=[DiscardStadium()])
    reason = game.why_illegal(PlayTrainer(game.state.players[0].hand[0]))
    assert reason is not None and reason.code == "no_stadium_in_play"


def test_an_ability_that_ends_the_turn_is_one_a_computer_never_uses() -> None:
    assert EndTurn().harms_user and EndTurn().incidental


def test_the_other_cards_go_back_on_top_in_the_order_chosen() -> None:
    look = LookAtTop(3, AnyCard(), take=1, up_to=False, rest="back_in_order")
    deck = ["sm1-14", "sm1-24", "sm1-9", GRASS]
    game = game_at({**HAND_AND_HAU, "deck": deck}, OPPONENT, trainer=[look])
    play_hau(game)
    answer(game, "sm1-14")
    assert offered(game) == ["sm1-24", "sm1-9"]
    answer(game, "sm1-9")
    assert ids(game, game.state.players[0].deck) == ["sm1-9", "sm1-24", GRASS]


def test_the_other_cards_go_on_the_bottom_in_the_order_chosen() -> None:
    look = LookAtTop(3, AnyCard(), take=1, up_to=False, rest="bottom_in_order", bottom=True)
    deck = [GRASS, "sm1-14", "sm1-24", "sm1-9"]
    game = game_at({**HAND_AND_HAU, "deck": deck}, OPPONENT, trainer=[look])
    play_hau(game)
    answer(game, "sm1-14")
    answer(game, "sm1-9")
    assert ids(game, game.state.players[0].deck) == [GRASS, "sm1-9", "sm1-24"]


def test_the_other_cards_stay_on_top_as_they_were() -> None:
    look = LookAtTop(3, AnyCard(), take=1, up_to=False, rest="stay")
    deck = ["sm1-14", "sm1-24", "sm1-9", GRASS]
    game = game_at({**HAND_AND_HAU, "deck": deck}, OPPONENT, trainer=[look])
    play_hau(game)
    answer(game, "sm1-24")
    assert ids(game, game.state.players[0].deck) == ["sm1-14", "sm1-9", GRASS]


def test_each_hand_under_its_deck_is_hidden_from_the_other_player() -> None:
    parts = [HandsToBottom(), DrawFor(1, "own_prizes", each=True, when=YouDid())]
    game = game_at(
        {**HAND_AND_HAU, "hand": ["sm1-120", "sm1-14"], "prizes": [GRASS]},
        {**OPPONENT, "prizes": [GRASS, GRASS]},
        trainer=parts,
    )
    play_hau(game)
    for viewer in (0, 1):
        seen = [m for m in game.log_for(viewer) if m.id == "event.hand_to_bottom"]
        assert len(seen) == 1 and seen[0].get("count") == 1
    assert len(game.state.players[0].hand) == 1
    assert len(game.state.players[1].hand) == 2


def test_a_pokemon_shuffled_into_the_deck_takes_its_cards_and_the_deck_is_shuffled() -> None:
    game = game_at(
        {
            **HAND_AND_HAU,
            "bench": [{"card": "sm1-10", "evolved_from": ["sm1-9"], "energy": [GRASS]}],
            "deck": [],
        },
        OPPONENT,
        trainer=[ReturnPokemon("deck", benched=True)],
    )
    play_hau(game)
    mine = game.state.players[0]
    assert mine.bench == [] and sorted(ids(game, mine.deck)) == sorted([GRASS, "sm1-10", "sm1-9"])
    assert "event.shuffle" in [m.id for m in game.log_for(0)]


def test_a_pokemon_discarded_with_its_cards_is_not_knocked_out() -> None:
    game = game_at(
        {**HAND_AND_HAU, "bench": [{"card": "sm1-14", "energy": [GRASS]}]},
        OPPONENT,
        trainer=[ReturnPokemon("discard", benched=True)],
    )
    play_hau(game)
    mine = game.state.players[0]
    assert sorted(ids(game, mine.discard)) == sorted([GRASS, "sm1-120", "sm1-14"])
    assert len(game.state.players[1].hand) == 0 and len(game.state.players[1].prizes) == 6


def test_only_a_pokemon_with_damage_counters_is_offered_or_none_refuses_the_card() -> None:
    parts = [ReturnPokemon(damaged=True)]
    game = game_at({**HAND_AND_HAU, "bench": [{"card": "sm1-14"}]}, OPPONENT, trainer=parts)
    reason = game.why_illegal(PlayTrainer(game.state.players[0].hand[0]))
    assert reason is not None and reason.code == "no_pokemon_to_return"
    game = game_at(
        {**HAND_AND_HAU, "bench": [{"card": "sm1-14", "damage": 10}, {"card": "sm1-24"}]},
        OPPONENT,
        trainer=parts,
    )
    play_hau(game)
    assert sorted(ids(game, game.state.players[0].hand)) == ["sm1-14"]


def test_the_card_switched_with_the_top_is_hidden_from_the_opponent() -> None:
    game = game_at(
        {**HAND_AND_HAU, "hand": ["sm1-120", "sm1-14"], "deck": ["sm1-24", GRASS]},
        OPPONENT,
        trainer=[SwitchWithTop()],
    )
    play_hau(game)
    mine = game.state.players[0]
    assert ids(game, mine.hand) == ["sm1-24"] and ids(game, mine.deck) == ["sm1-14", GRASS]
    theirs = [m for m in game.log_for(1) if "switch_with_top" in m.id]
    assert [m.id for m in theirs] == ["event.switch_with_top_hidden"]


def test_cards_put_on_the_bottom_from_the_hand_are_hidden_from_the_opponent() -> None:
    game = game_at(
        {**HAND_AND_HAU, "hand": ["sm1-120", "sm1-14", "sm1-24"], "deck": [GRASS]},
        OPPONENT,
        trainer=[HandToDeck(1, place="bottom"), Draw(1, when=YouDid())],
    )
    play_hau(game)
    answer(game, "sm1-24")
    mine = game.state.players[0]
    assert ids(game, mine.deck) == ["sm1-24"] and sorted(ids(game, mine.hand)) == sorted(
        ["sm1-14", GRASS]
    )
    assert "event.hand_to_deck_hidden" in [m.id for m in game.log_for(1)]


def test_a_look_at_the_opponents_hand_names_the_cards_only_to_the_player() -> None:
    game = game_at(
        HAND_AND_HAU,
        {**OPPONENT, "hand": ["sm1-14", "sm1-9"]},
        trainer=[LookAtOpponentsHand(), Draw(1)],
    )
    play_hau(game)
    mine = [m.id for m in game.log_for(0) if "look_at_hand" in m.id]
    theirs = [m.id for m in game.log_for(1) if "look_at_hand" in m.id]
    assert mine == ["event.look_at_hand"] and theirs == ["event.look_at_hand_hidden"]


def test_the_top_card_looked_at_is_named_only_to_the_player() -> None:
    game = game_at(
        HAND_AND_HAU, {**OPPONENT, "deck": ["sm1-14", GRASS]}, trainer=[PeekTop("opponent")]
    )
    play_hau(game)
    assert [m.id for m in game.log_for(1) if "look_at_deck" in m.id] == [
        "event.look_at_deck_hidden"
    ]
    assert ids(game, game.state.players[1].deck) == ["sm1-14", GRASS]
