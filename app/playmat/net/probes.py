"""What the guest's table may ask of the rules, and when the host answers.

A board asks "why not?" many times a second (dragging a card lights up every place it may go;
the card panel greys out attacks it can't use). The guest knows which moves are legal (the host
sends them with every update in the guest's turn); only a refused move's reason needs the
host's rules. The few buttons' verdicts (each retreat, Ability and attack, ending the turn)
come with every update, so the card panel shows them at once. The moves of the hand's cards
(each card onto each Pokémon in play, the Bench, the table) are most of the verdicts and are
seldom looked at, so the guest asks for one card's moves when that card is dragged, and the
host answers those only (never a move the guest's own table can't offer, so no answer tells
the guest more than its table shows). What is left is worked out from the guest's own
observation exactly as the engine does (answers to its choice, a decision that isn't the
guest's), and anything else is sent and left to the host's rules, whose refusal comes back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from playmat.cards.model import Card
from playmat.rules.actions import (
    Action,
    Answer,
    AttachEnergy,
    Attack,
    Concede,
    EndTurn,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UseAbility,
    UseStadium,
)
from playmat.rules.observation import CardView, Observation
from playmat.rules.refusals import Refusal, refusal

#: Four attack buttons at most (the keys 1-4).
ATTACKS = 4


def hand_probes(
    observation: Observation, cards: Callable[[str], Card], handle: int
) -> Iterator[Action]:
    """Every move the viewer's table may offer for the card ``handle`` of the viewer's hand:
    onto each Pokémon in play, onto the Bench, onto the table (none for a card not in it)."""
    hand = observation.me.hand
    seen = next((c for c in hand if isinstance(c, CardView) and c.handle == handle), None)
    if seen is None:
        return
    in_play = [p for player in observation.players for p in player.in_play()]
    card = cards(seen.id)
    if card.is_pokemon:
        if card.is_basic_pokemon:
            yield PlayBasic(handle)
        if card.evolves_from is not None:
            yield from (Evolve(handle, p.id) for p in in_play)
    elif card.is_energy:
        yield from (AttachEnergy(handle, p.id) for p in in_play)
    elif any(subtype.startswith("Pokémon Tool") for subtype in card.subtypes):
        yield from (PlayTrainer(handle, p.id) for p in in_play)
    else:
        yield PlayTrainer(handle)


def hand_card(action: Action) -> int | None:
    """The card of the hand ``action`` plays (``None``: it plays none)."""
    if isinstance(action, PlayBasic | Evolve | AttachEnergy | PlayTrainer):
        return action.card
    return None


def button_probes(observation: Observation, cards: Callable[[str], Card]) -> Iterator[Action]:
    """The moves the viewer's table offers as buttons, whatever is dragged: each retreat,
    Ability and attack, the Stadium's use, ending the turn, conceding. Their verdicts come with
    every update in the viewer's turn (the card panel shows them at once); the moves of the
    hand's cards (:func:`hand_probes`), most of the verdicts, are asked for when a card is
    dragged."""
    me = observation.me
    yield from (Retreat(p.id) for p in me.bench)
    for pokemon in me.in_play():
        if pokemon.card is not None:
            abilities = cards(pokemon.card.id).abilities
            yield from (UseAbility(pokemon.id, index) for index in range(len(abilities)))
    yield from (Attack(index) for index in range(ATTACKS))
    yield UseStadium()
    yield EndTurn()
    yield Concede()


class Unknown:
    """The observation can't tell: the host's rules decide when the decision arrives."""


UNKNOWN = Unknown()


def observed_refusal(observation: Observation, action: Action) -> Refusal | Unknown | None:
    """What the engine would say of ``action`` by the viewer, as far as the viewer's own
    observation tells (the same checks, in the same order, as
    :meth:`playmat.rules.game.Game.why_illegal`)."""
    if observation.winner is not None:
        return refusal("game_over")
    if observation.awaiting != observation.viewer:
        return refusal("not_your_decision")
    choice = observation.choice
    if choice is not None:
        if not isinstance(action, Answer):
            return refusal("answer_first", prompt=choice.prompt)
        return choice.check(action.choices)
    if isinstance(action, Answer):
        return refusal("no_question")
    return UNKNOWN
