"""What the guest's table may ask of the rules, answered in advance by the host.

A board asks "why not?" many times a second (dragging a card lights up every place it may go;
the card panel greys out attacks it can't use). A guest can't ask the host each time, so with
every update in the guest's turn the host sends the rules' verdict on every move the guest's
table can offer: each card of its hand on each Pokémon in play (or the Bench, or the table),
each retreat, Ability and attack, ending the turn. What is left is worked out from the guest's
own observation exactly as the engine does (answers to its choice, a decision that isn't the
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
)
from playmat.rules.observation import CardView, Observation
from playmat.rules.refusals import Refusal, refusal

#: Four attack buttons at most (the keys 1-4).
ATTACKS = 4


def probe_actions(observation: Observation, cards: Callable[[str], Card]) -> Iterator[Action]:
    """Every move the viewer's table may offer in the viewer's turn."""
    me = observation.me
    in_play = [p for player in observation.players for p in player.in_play()]
    for seen in me.hand:
        if not isinstance(seen, CardView):
            continue
        card = cards(seen.id)
        handle = seen.handle
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
    yield from (Retreat(p.id) for p in me.bench)
    for pokemon in me.in_play():
        if pokemon.card is not None:
            abilities = cards(pokemon.card.id).abilities
            yield from (UseAbility(pokemon.id, index) for index in range(len(abilities)))
    yield from (Attack(index) for index in range(ATTACKS))
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
