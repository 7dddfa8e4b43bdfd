"""Which actions are legal now, and why the others are not (a typed :class:`Refusal`).

One function decides each action's legality; the list of legal actions is the candidates it
allows, so the list and the check can never disagree.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from playmat.cards.model import Card
from playmat.cards.rule_box import is_legend
from playmat.rules.actions import (
    Action,
    AttachEnergy,
    Attack,
    EndTurn,
    Evolve,
    Manual,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UseAbility,
    UseStadium,
)
from playmat.rules.energy import pays
from playmat.rules.legal_actions import Block, LegalActions
from playmat.rules.manual import why_manual_illegal
from playmat.rules.modifiers import Modifier, ModifierKind
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.rule_box import pokemon_script, why_legend_unplayable
from playmat.rules.scripting import AbilityKind, CardScript, EffectContext
from playmat.rules.state import Condition, InPlay

if TYPE_CHECKING:
    from playmat.rules.game import Game

#: What a check returns when asked only whether an action is legal (``why=False``): a refusal
#: is worded only when someone will read it.
REFUSED = refusal("not_allowed")

_CANT_RETREAT = frozenset({ModifierKind.CANT_RETREAT})
_CANT_ATTACK = frozenset({ModifierKind.CANT_ATTACK})
_CANT_USE_ATTACK = frozenset({ModifierKind.CANT_USE_ATTACK})
_EVOLVES_EARLY = frozenset({ModifierKind.EVOLVES_EARLY})
_CANT_PLAY = frozenset({ModifierKind.CANT_PLAY})
_CANT_PLAY_ITEMS = frozenset({ModifierKind.CANT_PLAY_ITEMS})


class _PlayerParts:
    """The player's parts of playing a card from the hand that don't depend on the card (EN
    II-C-15, II-C-19, R-4, R-5), worked out once per decision (the Item lock only if asked)."""

    __slots__ = ("_items_locked", "cant_play", "game", "supporter")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.cant_play = _cant_play(game)
        self.supporter = _supporter_turn(game)
        self._items_locked: bool | None = None

    def items_locked(self) -> bool:
        if self._items_locked is None:
            game = self.game
            self._items_locked = bool(game.player_modifiers(game.state.current, _CANT_PLAY_ITEMS))
        return self._items_locked


class _ActiveFacts:
    """What the checks of retreating and attacking ask about the current player's Active
    Pokémon, worked out once per decision: its card, the Energy it has, the attacks effects
    forbid it (EN II-C-15) and (only if asked) its automated text."""

    __slots__ = ("_script", "active", "card", "forbidden_attacks", "game", "units")

    def __init__(self, game: Game, active: InPlay, card: Card | None = None) -> None:
        self.game = game
        self.active = active
        self.card = card if card is not None else game.state.top_card(active)
        self.units = game.energy_units(active)
        self.forbidden_attacks = {m.attack for m in game.modifiers_on(active, _CANT_USE_ATTACK)}
        self._script: tuple[CardScript | None] | None = None

    def script(self) -> CardScript | None:
        if self._script is None:
            self._script = (pokemon_script(self.game, self.active),)
        return self._script[0]


def candidate_actions(game: Game, player: int, after: Sequence[Block] = ()) -> LegalActions:
    """Every legal main-phase action of ``player`` (the player whose turn it is), in the order
    of the hand, then retreat, Abilities, attacks and ending the turn; then ``after``'s.

    Checks of actions with a target run in two stages, the card's (or the Active's) and then
    the target's; ``why_illegal`` runs the same two, so the list and the check can't disagree,
    and a card that can't be played is looked at once rather than once per target. Where a
    stage can't refuse (an Energy card from the hand onto one's own Pokémon), it isn't asked;
    copies of one card in the hand are looked at once. The actions themselves are made only
    as they are read (:class:`LegalActions`).
    """
    state = game.state
    mine = state.players[player]
    blocks: list[Block] = []
    in_play = mine.in_play()
    in_play_ids = [pokemon.id for pokemon in in_play]
    top_card = state.top_card
    tops = [top_card(pokemon) for pokemon in in_play]
    # The player's parts, the same for every card of the hand, are checked once.
    bench_room = _bench_room(game, why=False) is None
    may_evolve = _evolve_turn(game, why=False) is None
    may_attach = _attach_turn(game, why=False) is None
    parts = _PlayerParts(game)
    cant_play = parts.cant_play
    trainer_ok: dict[str, bool] = {}
    evolve_targets: dict[str, list[int]] | None = None
    #: Whether an effect lets some Pokémon in play evolve sooner (asked once, if needed).
    early: bool | None = None
    tool_targets: list[int] | None = None
    for uid in mine.hand:
        card = state.cards[uid]
        if card.is_pokemon:
            # A Basic is only played and an Evolution card only evolves: asking the other
            # check would just word its refusal. A card in the hand passes the card's part.
            if cant_play and _play_locked(game, card, cant_play) is not None:
                continue
            # A half of a Pokémon LEGEND is played like a Basic, with its other half.
            if bench_room and (
                card.is_basic_pokemon
                or (is_legend(card) and why_legend_unplayable(game, uid) is None)
            ):
                blocks.append((PlayBasic, (uid,), None))
            if card.evolves_from is not None:
                if early is None:
                    early = (
                        game.cards_give(_EVOLVES_EARLY) or any(p.effects for p in in_play)
                    ) and any(game.modifiers_on(p, _EVOLVES_EARLY) for p in in_play)
                if early:
                    # A card's effect lets some Pokémon evolve sooner: each target is asked.
                    targets: Sequence[int] = [
                        p.id
                        for p, top in zip(in_play, tops, strict=True)
                        if _evolves_onto(card, top)
                        and (may_evolve or _early(game, p, card, first_turn=True))
                        and _evolve_target(game, card, p) is None
                    ]
                elif may_evolve:
                    if evolve_targets is None:
                        evolve_targets = _evolve_targets_by_name(game, in_play, tops)
                    targets = evolve_targets.get(card.evolves_from, ())
                else:
                    targets = ()
                if targets:
                    blocks.append((Evolve, (uid,), targets))
        elif card.is_energy:
            if may_attach:
                blocks.append((AttachEnergy, (uid,), in_play_ids))
        elif card.is_trainer:
            playable = trainer_ok.get(card.id)
            if playable is None:
                playable = trainer_ok[card.id] = _trainer_card(game, uid, card, parts) is None
            if not playable:
                continue
            if "Pokémon Tool" in card.subtypes:
                if tool_targets is None:
                    tool_targets = [p.id for p in in_play if not p.tools]
                blocks.append((PlayTrainer, (uid,), tool_targets))
            else:
                blocks.append((PlayTrainer, (uid,), None))
    active = mine.active
    facts = _ActiveFacts(game, active, tops[0]) if active is not None else None
    if mine.bench and _retreat_active(game, facts, why=False) is None:
        blocks.append((Retreat, (), [p.id for p in mine.bench]))
    for pokemon, top in zip(in_play, tops, strict=True):
        if not top.abilities:
            continue
        script = pokemon_script(game, pokemon)
        for index in range(len(top.abilities)):
            effect = script.abilities.get(index) if script else None
            if effect is not None and effect.kind is not AbilityKind.ACTIVATED:
                continue  # never announced (_check_ability refuses it whatever else holds)
            if _check_ability(game, UseAbility(pokemon.id, index)) is None:
                blocks.append((UseAbility, (pokemon.id, index), None))
    if state.stadium and _check_stadium(game, UseStadium()) is None:
        blocks.append((UseStadium, (), None))
    blocked = _attack_active(game, facts=facts) if facts is not None else None
    if facts is not None and (blocked is None or blocked.code == "attack_first_turn"):
        # On the first player's first turn, only an attack whose text allows it.
        blocks.append(
            (
                Attack,
                (),
                [
                    i
                    for i in range(len(facts.card.attacks))
                    if (blocked is None or _attack_active(game, i, facts) is None)
                    and _attack_index(game, i, facts, why=False) is None
                ],
            )
        )
    blocks.append((EndTurn, (), None))
    blocks.extend(after)
    return LegalActions(blocks)


def _evolve_targets_by_name(
    game: Game, in_play: list[InPlay], tops: list[Card]
) -> dict[str, list[int]]:
    """The player's Pokémon (with their top cards) an Evolution card may go on, by the name
    it evolves from: those not come into play or evolved this turn (EN I-A-05)."""
    by_name: dict[str, list[int]] = {}
    turn = game.state.turn
    for pokemon, top in zip(in_play, tops, strict=True):
        if pokemon.changed_turn != turn:  # not new this turn (_new_this_turn)
            by_name.setdefault(top.name, []).append(pokemon.id)
    return by_name


def why_illegal(game: Game, action: Action) -> Refusal | None:
    check = _CHECKS.get(type(action))
    if check is None:
        return refusal("not_main_phase_action")
    return check(game, action)


def _own_hand_card(game: Game, uid: int) -> Refusal | None:
    if uid not in game.state.players[game.state.current].hand:
        return refusal("not_in_hand")
    return None


def _own_pokemon(game: Game, pokemon_id: int) -> InPlay | None:
    pokemon = game.state.pokemon(pokemon_id)
    if pokemon is None or pokemon.owner != game.state.current:
        return None
    return pokemon


def _check_play_basic(game: Game, action: PlayBasic) -> Refusal | None:
    return _basic_card(game, action.card) or _bench_room(game)


def _basic_card(game: Game, uid: int) -> Refusal | None:
    """The card's part: a Basic Pokémon card in hand, or a half of a Pokémon LEGEND with its
    other half (card rule text)."""
    reason = _own_hand_card(game, uid)
    if reason:
        return reason
    card = game.state.card(uid)
    if is_legend(card):
        return why_legend_unplayable(game, uid) or _play_locked(game, card)
    if not card.is_basic_pokemon:
        return refusal("not_basic_pokemon", "EN I-A-04", card=card.named)
    return _play_locked(game, card)


def _cant_play(game: Game) -> list[Modifier]:
    """EN II-C-19: the effects on the player whose turn it is that keep cards in the hand."""
    return game.player_modifiers(game.state.current, _CANT_PLAY)


def _play_locked(
    game: Game, card: Card, cant_play: Sequence[Modifier] | None = None
) -> Refusal | None:
    """EN II-C-19: an effect on the player keeps them from playing this card from the hand.
    ``cant_play``: :func:`_cant_play`, if worked out already."""
    for modifier in _cant_play(game) if cant_play is None else cant_play:
        if modifier.counts_against(card):
            return refusal("cant_play_effect", "EN II-C-19", card=card.named)
    return None


def _bench_room(game: Game, *, why: bool = True) -> Refusal | None:
    """The player's part: room on the Bench."""
    if len(game.state.players[game.state.current].bench) >= game.rules.bench_size:
        return refusal("bench_full", "R-5", size=game.rules.bench_size) if why else REFUSED
    return None


def _check_evolve(game: Game, action: Evolve) -> Refusal | None:
    card_reason = _evolve_card(game, action.card)
    if card_reason:
        return card_reason
    card, target = game.state.card(action.card), _own_pokemon(game, action.target)
    turn_reason = _evolve_turn(game)
    if turn_reason and not (target and _early(game, target, card, first_turn=True)):
        return turn_reason
    return _evolve_target(game, card, target)


def _early(game: Game, target: InPlay, card: Card, *, first_turn: bool) -> bool:
    """A card's effect lets ``target`` evolve into ``card`` sooner than R-4 and EN I-A-05 allow:
    the turn it was played (and ``first_turn``: during its player's first turn)."""
    return any(
        m.kind is ModifierKind.EVOLVES_EARLY
        and (m.amount >= 1 or not first_turn)
        and m.counts_against(card)
        for m in game.modifiers_on(target, _EVOLVES_EARLY)
    )


def _evolve_card(game: Game, uid: int) -> Refusal | None:
    """The card's part: an Evolution card in hand."""
    reason = _own_hand_card(game, uid)
    if reason:
        return reason
    card = game.state.card(uid)
    if not card.is_pokemon or card.evolves_from is None:
        return refusal("not_evolution", "EN I-A-05", card=card.named)
    return _play_locked(game, card)


def _evolve_turn(game: Game, *, why: bool = True) -> Refusal | None:
    """The player's part: not on the player's first turn (R-4)."""
    state = game.state
    if state.is_first_turn_of(state.current):
        return refusal("evolve_first_turn", "R-4") if why else REFUSED
    return None


def _evolve_target(game: Game, card: Card, target: InPlay | None) -> Refusal | None:
    """The target's part: one's own Pokémon of the right name, not new this turn."""
    state = game.state
    if target is None or target.owner != state.current:
        return refusal("evolve_choose_pokemon")
    current = state.top_card(target)
    if not _evolves_onto(card, current):
        return refusal(
            "evolves_from_other",
            "EN I-A-05",
            card=card.named,
            evolves_from=card.evolves_from or "",
            target=current.named,
        )
    if _new_this_turn(game, target) and not _early(game, target, card, first_turn=False):
        return refusal("evolve_new_this_turn", "EN I-A-05", target=current.named)
    return None


def _new_this_turn(game: Game, pokemon: InPlay) -> bool:
    """Did the Pokémon come into play or evolve this turn (EN I-A-05)?"""
    return pokemon.changed_turn == game.state.turn


def evolution_targets(game: Game, card: Card) -> list[InPlay]:
    """The current player's Pokémon ``card`` may evolve now (EN I-A-05: its name, not come
    into play or evolved this turn; R-4: not the first turn), for effects that evolve a
    Pokémon with a card from elsewhere than the hand."""
    if not card.is_pokemon or card.evolves_from is None or _evolve_turn(game) is not None:
        return []
    mine = game.state.players[game.state.current]
    return [p for p in mine.in_play() if _evolve_target(game, card, p) is None]


def _evolves_onto(card: Card, current: Card) -> bool:
    """Does ``card`` evolve from ``current`` (by name, EN I-A-05)? The list of legal actions
    finds targets by the same name (:func:`_evolve_targets_by_name`)."""
    return card.evolves_from == current.name


def _check_attach(game: Game, action: AttachEnergy) -> Refusal | None:
    return (
        _attach_card(game, action.card)
        or _attach_turn(game)
        or _attach_target(_own_pokemon(game, action.target))
    )


def _attach_card(game: Game, uid: int) -> Refusal | None:
    """The card's part: an Energy card in hand."""
    state = game.state
    reason = _own_hand_card(game, uid)
    if reason:
        return reason
    if not state.card(uid).is_energy:
        return refusal("not_energy", "EN I-C", card=state.card(uid).named)
    return None


def _attach_turn(game: Game, *, why: bool = True) -> Refusal | None:
    """The player's part: the first Energy card attached from the hand this turn (R-5)."""
    if game.state.flags.energy_attached:
        return refusal("energy_already_attached", "R-5") if why else REFUSED
    return None


def _attach_target(target: InPlay | None) -> Refusal | None:
    if target is None:
        return refusal("attach_choose_pokemon")
    return None


def _check_trainer(game: Game, action: PlayTrainer) -> Refusal | None:
    reason = _own_hand_card(game, action.card)
    if reason:
        return reason
    card = game.state.card(action.card)
    is_tool = "Pokémon Tool" in card.subtypes
    if card.is_trainer and action.target is not None and not is_tool:
        # Only a Tool is played onto a Pokémon; any other Trainer's effect chooses for itself.
        return refusal("trainer_no_target", "EN I-B", card=card.named)
    reason = _trainer_card(game, action.card, card, _PlayerParts(game))
    if reason or not is_tool:
        return reason
    return _tool_target(game, action.target)


def _trainer_card(game: Game, uid: int, card: Card, parts: _PlayerParts) -> Refusal | None:
    """The card's part of playing a Trainer from the hand: everything but a Tool's target."""
    state = game.state
    if not card.is_trainer:
        return refusal("not_trainer", "EN I-B", card=card.named)
    player = state.current
    if "Item" in card.subtypes and parts.items_locked():
        return refusal("cant_play_items_effect", "EN II-C-15")
    locked = _play_locked(game, card, parts.cant_play)
    if locked:
        return locked
    if "Supporter" in card.subtypes:
        reason = parts.supporter
        script = game.script(uid)
        first_turn_card = script and script.trainer and script.trainer.usable_on_first_turn
        if reason is not None and not (reason.code == "supporter_first_turn" and first_turn_card):
            return reason
    if "Stadium" in card.subtypes:
        if state.flags.stadium_played:
            return refusal("stadium_already_played", "R-5")
        if state.stadium and state.card(state.stadium[0]).name == card.name:
            return refusal("stadium_same_name", "EN I-B-03", card=card.named)
        return None
    if "Pokémon Tool" in card.subtypes:
        return None
    script = game.script(uid)
    if script and script.trainer:
        return script.trainer.why_not(EffectContext(game, player, uid))
    return None


def _tool_target(game: Game, target_id: int | None) -> Refusal | None:
    """A Pokémon Tool's target: one of the player's Pokémon without a Tool (EN I-B-01)."""
    target = _own_pokemon(game, target_id) if target_id is not None else None
    if target is None:
        return refusal("tool_choose_pokemon")
    if target.tools:
        return refusal(
            "tool_already_attached", "EN I-B-01", target=game.state.top_card(target).named
        )
    return None


def _supporter_turn(game: Game) -> Refusal | None:
    """The turn's part of playing a Supporter: one a turn (R-5), and none on the first turn of
    the player who goes first (R-4), unless the rule set allows it (a card's own text may)."""
    state = game.state
    player = state.current
    if state.flags.supporter_played:
        return refusal("supporter_already_played", "R-5")
    if (
        state.is_first_turn_of(player)
        and player == state.first_player
        and not game.rules.first_turn_supporter
    ):
        return refusal("supporter_first_turn", "R-4")
    return None


def once_per_turn_refusals(game: Game) -> dict[str, Refusal]:
    """Why the player whose turn it is can't do a once-per-turn thing now (R-5), by the turn
    flag that would record it, for the things not done yet: a Supporter on the first player's
    first turn (R-4), a retreat of an Asleep or Paralyzed Active Pokémon (EN I-A-03). What the
    status line must not offer."""
    state = game.state
    refused: dict[str, Refusal] = {}
    supporter = _supporter_turn(game)
    if supporter is not None and not state.flags.supporter_played:
        refused["supporter_played"] = supporter
    bench = state.players[state.current].bench
    retreat = _retreat_active(game) if bench else None
    if retreat is not None and not state.flags.retreated:
        refused["retreated"] = retreat
    return refused


def _check_retreat(game: Game, action: Retreat) -> Refusal | None:
    return _retreat_active(game) or _retreat_target(game, _own_pokemon(game, action.new_active))


def _retreat_active(
    game: Game, facts: _ActiveFacts | None = None, *, why: bool = True
) -> Refusal | None:
    """The Active's part: once per turn (R-5), not Asleep or Paralyzed, not prevented by an
    effect, and the Retreat Cost paid by its Energy (EN I-A-03). ``facts``: of the Active, if
    gathered already."""
    state = game.state
    if facts is None:
        active = state.players[state.current].active
        if active is None:
            return refusal("no_active")
        facts = _ActiveFacts(game, active)
    active = facts.active
    if state.flags.retreated:
        return refusal("already_retreated", "R-5") if why else REFUSED
    name = facts.card.named
    for condition in (Condition.ASLEEP, Condition.PARALYZED):
        if condition in active.conditions:
            return refusal("retreat_condition", "EN I-A-03", pokemon=name, condition=condition.term)
    if game.modifiers_on(active, _CANT_RETREAT):
        return refusal("cant_retreat_effect", "EN II-C-14", pokemon=name)
    cost = game.retreat_cost(active, facts.card)
    attached = len(facts.units) if cost else 0
    if attached < cost:
        if not why:
            return REFUSED
        return refusal(
            "retreat_cost_unpaid", "EN I-A-03", pokemon=name, cost=cost, attached=attached
        )
    return None


def _retreat_target(game: Game, new_active: InPlay | None) -> Refusal | None:
    """The target's part: one of the player's own Benched Pokémon."""
    bench = game.state.players[game.state.current].bench
    if new_active is None or not any(p is new_active for p in bench):
        return refusal("retreat_choose_benched")
    return None


#: Abilities offered only as their card is played from the hand: the refusal when announced.
_OFFERED_AS_PLAYED = {
    AbilityKind.ON_EVOLVE_FROM_HAND: ("ability_on_evolve_only", "EN II-E-05"),
    AbilityKind.ON_BENCH_FROM_HAND: ("ability_on_bench_only", "JA II-E-06"),
    AbilityKind.ON_MOVE_TO_ACTIVE: ("ability_on_move_up_only", "EN II-E-12"),
    AbilityKind.ON_MOVE_TO_BENCH: ("ability_on_move_to_bench_only", "EN II-E-12"),
}


def _check_ability(game: Game, action: UseAbility) -> Refusal | None:
    state = game.state
    pokemon = _own_pokemon(game, action.pokemon)
    if pokemon is None:
        return refusal("ability_choose_pokemon")
    card = state.top_card(pokemon)
    if not 0 <= action.ability < len(card.abilities):
        return refusal("no_such_ability", pokemon=card.named)
    ability = card.abilities[action.ability]
    if game.has_no_ability(pokemon, ability.name):
        return refusal("ability_taken_away", "EN II-D-13", ability=ability.name, pokemon=card.named)
    script = pokemon_script(game, pokemon)
    effect = script.abilities.get(action.ability) if script else None
    if effect is not None and effect.kind in _OFFERED_AS_PLAYED:
        # Offered as the card is played from hand, never announced later (EN II-E-05, E-06).
        code, rule = _OFFERED_AS_PLAYED[effect.kind]
        return refusal(code, rule, ability=ability.name, pokemon=card.named)
    if effect is not None and effect.one_per_name and state.flags.ability_name_used(ability.name):
        return refusal("ability_name_used_this_turn", "EN II-E-14", ability=ability.name)
    used = (pokemon.id, ability.name) in state.flags.abilities_used
    if used and (effect is None or effect.once_per_turn):
        return refusal("ability_used_this_turn", "EN II-E-12", ability=ability.name)
    if ability.vstar_power and state.players[state.current].vstar_used:
        return refusal("vstar_power_used", "R-13")
    if effect is None:
        # Not automated: only announce-type text ("you may", EN I-A-02) is used by hand.
        if "you may" in ability.text.lower():
            return None
        return refusal("ability_not_announced", "EN I-A-02", ability=ability.name)
    if effect.kind is not AbilityKind.ACTIVATED:
        return refusal("ability_not_announced", "EN I-A-02", ability=ability.name)
    return effect.why_not(EffectContext(game, state.current, pokemon.top, pokemon=pokemon))


def _check_stadium(game: Game, action: UseStadium) -> Refusal | None:
    """EN I-B-03: a Stadium whose text lets each player do something once during their turn;
    not when it would change nothing (P-00.6)."""
    state = game.state
    if not state.stadium:
        return refusal("stadium_none_in_play")
    card = state.card(state.stadium[0])
    script = game.script(state.stadium[0])
    if script is None or script.stadium is None:
        return refusal("stadium_not_used", "EN I-B-03", card=card.named)
    if state.flags.stadium_used:
        return refusal("stadium_used_this_turn", "EN I-B-03", card=card.named)
    return script.stadium.why_not(EffectContext(game, state.current, state.stadium[0]))


def _check_attack(game: Game, action: Attack) -> Refusal | None:
    return _attack_active(game, action.attack) or _attack_index(game, action.attack)


def _first_turn_refusal(game: Game, index: int | None) -> Refusal | None:
    """R-4: the player who goes first can't attack during their first turn, unless the
    attack's own text allows it ("If you go first, you can use this attack during your first
    turn")."""
    state = game.state
    player = state.current
    if not (
        state.is_first_turn_of(player)
        and player == state.first_player
        and not game.rules.first_turn_attack
    ):
        return None
    active = state.players[player].active
    script = pokemon_script(game, active) if active is not None and index is not None else None
    effect = script.attacks.get(index) if script is not None and index is not None else None
    if effect is not None and effect.usable_on_first_turn:
        return None
    return refusal("attack_first_turn", "R-4")


def _attack_active(
    game: Game, index: int | None = None, facts: _ActiveFacts | None = None
) -> Refusal | None:
    """The Active's part: not the first player's first turn (R-4), not Asleep or Paralyzed
    (EN I-A-01 1b), not prevented by an effect (EN II-C-15). ``index``: the attack, when one
    is chosen (its text may allow the first turn); ``facts``: of the Active, if gathered
    already."""
    state = game.state
    if facts is None:
        active = state.players[state.current].active
        if active is None:
            return refusal("no_active")
        facts = _ActiveFacts(game, active)
    active, card = facts.active, facts.card
    first_turn = _first_turn_refusal(game, index)
    if first_turn is not None:
        return first_turn
    for condition in (Condition.ASLEEP, Condition.PARALYZED):
        if condition in active.conditions:
            return refusal(
                "attack_condition", "EN I-A-01 1b", pokemon=card.named, condition=condition.term
            )
    if game.modifiers_on(active, _CANT_ATTACK):
        return refusal("cant_attack_effect", "EN II-C-15", pokemon=card.named)
    return None


def _attack_index(
    game: Game, index: int, facts: _ActiveFacts | None = None, *, why: bool = True
) -> Refusal | None:
    """The attack's part: once-per-game attacks (R-13) and the Energy cost (EN I-A-01).
    ``facts``: of the Active, if gathered already."""
    state = game.state
    player = state.current
    if facts is None:
        active = state.players[player].active
        assert active is not None
        facts = _ActiveFacts(game, active)
    active, card = facts.active, facts.card
    if not 0 <= index < len(card.attacks):
        return refusal("no_such_attack", pokemon=card.named)
    attack = card.attacks[index]
    if attack.name in facts.forbidden_attacks:
        return refusal(
            "cant_use_attack_effect", "EN II-C-15", pokemon=card.named, attack=attack.name
        )
    if attack.gx and state.players[player].gx_used:
        return refusal("gx_attack_used", "R-13")
    if attack.vstar_power and state.players[player].vstar_used:
        return refusal("vstar_power_used", "R-13")
    units = facts.units
    costs = game.attack_costs(active, attack)
    for cost in costs:
        if pays(cost, units):
            break
    else:
        if not why:
            return REFUSED
        return refusal(
            "attack_cost_unpaid",
            "EN I-A-01",
            attack=attack.name,
            pokemon=card.named,
            cost=tuple(t.term for t in costs[0]),
        )
    script = facts.script()
    effect = script.attacks.get(index) if script else None
    if effect is None:
        return None
    # The attack's own text may forbid it now ("If you go second, you can't use this attack
    # during your first turn").
    return effect.why_not(EffectContext(game, player, active.top, pokemon=active, attack=attack))


def _check_end_turn(game: Game, action: EndTurn) -> Refusal | None:
    return None


def _check_manual(game: Game, action: Manual) -> Refusal | None:
    return why_manual_illegal(game, action)


#: The check of each kind of action (each takes its own kind of action).
_CHECKS: dict[type[Action], Callable[[Game, Any], Refusal | None]] = {
    PlayBasic: _check_play_basic,
    Evolve: _check_evolve,
    AttachEnergy: _check_attach,
    PlayTrainer: _check_trainer,
    Retreat: _check_retreat,
    UseAbility: _check_ability,
    UseStadium: _check_stadium,
    Attack: _check_attack,
    EndTurn: _check_end_turn,
    Manual: _check_manual,
}
