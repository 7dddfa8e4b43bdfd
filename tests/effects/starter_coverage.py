"""Which tests and scenarios show each piece of the starter cards' text at work.

Every attack with an effect, Ability and Trainer of the 46 starter cards that have a script is
listed with the tests of ``test_sm1_scripts.py`` and the scenario files (under
``tests/scenarios``) that play it and check what it did. The list is checked both ways: every
scripted piece is here, and each listed test or scenario proves, while it runs, that the piece's
script really ran (:mod:`piece_recording`).
"""

from __future__ import annotations

from piece_recording import Piece

COVERED_BY: dict[Piece, tuple[str, ...]] = {
    ("sm1-5", "attack Fury Cutter"): ("test_parasect_fury_cutter_damage_depends_on_the_heads",),
    ("sm1-5", "attack Mushroom Drain"): ("test_parasect_mushroom_drain_heals_30_from_itself",),
    ("sm1-6", "attack Roof Fling"): (
        "test_pinsir_roof_fling_heads_returns_the_active_and_its_cards_to_the_hand",
        "test_pinsir_roof_fling_tails_does_nothing",
        "scenarios/EN_II_C_02_pinsir_roof_fling.toml",
        "scenarios/EN_I_E_pinsir_roof_fling_no_bench.toml",
    ),
    ("sm1-7", "attack Quick Attack"): ("test_surskit_quick_attack",),
    ("sm1-10", "attack Sharp Blade Quill"): (
        "test_dartrix_sharp_blade_quill_lets_the_attacker_pick_any_opponents_pokemon",
        "test_dartrix_sharp_blade_quill_on_the_active_applies_weakness",
        "scenarios/EN_II_B_08_dartrix_sharp_blade_quill.toml",
        "scenarios/EN_II_B_08_dartrix_sharp_blade_quill_protected_target.toml",
    ),
    ("sm1-10", "attack Leaf Blade"): (
        "test_dartrix_leaf_blade",
        "scenarios/EN_II_B_01_dartrix_leaf_blade.toml",
    ),
    ("sm1-11", "attack Leaf Blade"): ("test_decidueye_leaf_blade",),
    ("sm1-11", "attack Brave Bird"): ("test_decidueye_brave_bird_also_damages_itself",),
    ("sm1-14", "attack Synthesis"): (
        "test_fomantis_synthesis_attaches_a_grass_energy_from_the_deck_to_a_pokemon_of_choice",
        "scenarios/EN_II_C_09_fomantis_synthesis.toml",
    ),
    ("sm1-16", "attack Flickering Spores"): (
        "test_morelull_flickering_spores_puts_the_opponent_to_sleep",
    ),
    ("sm1-17", "attack Flickering Spores"): (
        "test_shiinotic_flickering_spores_does_30_and_puts_to_sleep",
    ),
    ("sm1-17", "Ability Illuminate"): (
        "test_shiinotic_illuminate_finds_a_grass_pokemon_and_shows_it",
    ),
    ("sm1-18", "attack Sweet Scent"): (
        "test_bounsweet_sweet_scent_heals_a_chosen_damaged_pokemon",
        "test_bounsweet_sweet_scent_can_be_used_with_nothing_to_heal",
    ),
    ("sm1-23", "attack Singe"): ("test_torkoal_singe_burns_and_the_burn_hurts_at_the_checkup",),
    ("sm1-23", "attack Body Slam"): ("test_torkoal_body_slam_paralyzes_on_heads",),
    ("sm1-25", "attack Fury Swipes"): ("test_torracat_fury_swipes_does_20_for_each_heads",),
    ("sm1-25", "attack Flamethrower"): (
        "test_torracat_flamethrower_discards_the_energy_its_player_chooses",
        "scenarios/EN_II_C_01_torracat_flamethrower.toml",
    ),
    ("sm1-26", "attack Fire Fang"): ("test_incineroar_fire_fang_does_30_and_burns",),
    ("sm1-26", "attack Darkest Lariat"): (
        "test_incineroar_darkest_lariat_does_100_for_each_heads",
        "test_incineroar_darkest_lariat_two_heads_knock_out_a_130_hp_bewear",
    ),
    ("sm1-28", "attack Confusion Wave"): (
        "test_psyduck_confusion_wave_confuses_both_active_pokemon",
    ),
    ("sm1-29", "attack Double Jet"): (
        "test_golduck_double_jet_does_60_for_each_water_energy_discarded",
        "test_golduck_double_jet_discarding_nothing_does_no_damage",
    ),
    ("sm1-34", "attack Headlock"): ("test_cloyster_headlock",),
    ("sm1-34", "attack Guard Press"): (
        "test_cloyster_guard_press_takes_20_less_during_the_opponents_next_turn",
        "scenarios/EN_II_B_05_cloyster_guard_press.toml",
    ),
    ("sm1-36", "attack Call for Family"): (
        "test_corsola_call_for_family_benches_up_to_2_basic_pokemon",
        "scenarios/EN_II_C_11_corsola_call_for_family_full_bench.toml",
        "scenarios/EN_II_C_11_corsola_call_for_family_one_space.toml",
        "scenarios/EN_II_D_05_corsola_call_for_family_up_to_two.toml",
        "scenarios/EN_I_H_corsola_call_for_family_may_find_nothing.toml",
    ),
    ("sm1-37", "attack Roost"): (
        "test_wingull_roost_heals_30_and_it_cant_retreat_next_turn",
        "scenarios/EN_II_E_02_wingull_roost.toml",
    ),
    ("sm1-40", "attack Disarming Voice"): ("test_brionne_disarming_voice_does_50_and_confuses",),
    ("sm1-41", "attack Disarming Voice"): ("test_primarina_disarming_voice_does_30_and_confuses",),
    ("sm1-41", "attack Sparkling Aria"): ("test_primarina_sparkling_aria_does_100_and_heals_30",),
    ("sm1-49", "attack Searching Light"): (
        "test_chinchou_searching_light_shows_its_player_one_prize_card",
    ),
    ("sm1-50", "attack Confuse Ray"): ("test_lanturn_confuse_ray_confuses",),
    ("sm1-50", "attack Aqua Spark"): ("test_lanturn_aqua_spark_does_60_more_with_water_energy",),
    ("sm1-53", "attack Defense Curl"): (
        "test_togedemaru_defense_curl_heads_prevents_the_next_attacks_damage",
        "test_togedemaru_defense_curl_tails_protects_nothing",
        "scenarios/EN_II_C_16_togedemaru_defense_curl.toml",
        "scenarios/EN_II_C_16_togedemaru_defense_curl_effects_still_apply.toml",
        "scenarios/EN_II_C_16_togedemaru_defense_curl_tails.toml",
    ),
    ("sm1-53", "attack Discharge"): (
        "test_togedemaru_discharge_discards_every_lightning_energy_for_30_each",
        "scenarios/EN_II_D_08_togedemaru_discharge.toml",
    ),
    ("sm1-67", "attack Surprise Attack"): (
        "test_makuhita_surprise_attack_does_nothing_on_tails",
        "scenarios/EN_II_D_01_makuhita_surprise_attack.toml",
    ),
    ("sm1-69", "attack Smack Down"): (
        "test_roggenrola_smack_down_does_50_more_to_a_pokemon_resisting_fighting",
        "test_roggenrola_smack_down_without_resistance_is_plain_20",
    ),
    ("sm1-70", "attack Rock Hurl"): ("test_boldore_rock_hurl_ignores_resistance",),
    ("sm1-73", "attack Fling"): (
        "test_passimian_fling_hits_a_benched_pokemon_without_weakness",
        "test_passimian_fling_with_an_empty_opponent_bench_is_still_used",
    ),
    ("sm1-73", "attack Team Play"): ("test_passimian_team_play_counts_benched_passimian_only",),
    ("sm1-74", "attack Shore Up"): (
        "test_sandygast_shore_up_attaches_a_fighting_energy_from_the_discard_pile",
    ),
    ("sm1-74", "attack Sand Tomb"): (
        "test_sandygast_sand_tomb_keeps_the_defending_pokemon_from_retreating",
    ),
    ("sm1-75", "attack Absorb Vitality"): (
        "test_palossand_absorb_vitality_heals_the_damage_it_did_after_weakness",
    ),
    ("sm1-75", "Ability Wall of Sand"): (
        "test_palossand_wall_of_sand_takes_20_off_after_weakness",
        "scenarios/EN_II_B_05_palossand_wall_of_sand.toml",
    ),
    ("sm1-97", "attack Peck Bugs"): ("test_spearow_peck_bugs_does_30_more_to_a_grass_pokemon",),
    ("sm1-99", "attack Cross-Cut"): ("test_kangaskhan_cross_cut_does_more_to_an_evolution",),
    ("sm1-99", "attack Hurricane Punch"): (
        "test_kangaskhan_hurricane_punch_does_50_for_each_heads",
    ),
    ("sm1-102", "attack Teeter Punch"): ("test_spinda_teeter_punch_confuses",),
    ("sm1-103", "attack Work Up"): (
        "test_lillipup_work_up_makes_next_turns_bite_do_20_more",
        "scenarios/EN_II_B_04_lillipup_work_up.toml",
    ),
    ("sm1-104", "Ability Treasure Hunt"): (
        "test_herdier_treasure_hunt_yes_takes_the_chosen_item_from_the_discard_pile",
        "scenarios/EN_II_E_05_herdier_treasure_hunt.toml",
    ),
    ("sm1-106", "attack Rock Smash"): ("test_pikipek_rock_smash",),
    ("sm1-107", "attack Bullet Seed"): (
        "test_trumbeak_bullet_seed_does_20_for_each_heads",
        "scenarios/EN_II_B_02_trumbeak_bullet_seed_no_heads.toml",
    ),
    ("sm1-112", "attack Bear Hug"): (
        "test_bewear_bear_hug_does_40_and_stops_a_retreat",
        "scenarios/EN_II_C_14_bewear_bear_hug_ends_on_evolving.toml",
        "scenarios/EN_I_A_03_bewear_bear_hug.toml",
        "scenarios/bewear_bear_hug.toml",
    ),
    ("sm1-112", "attack Superpower"): (
        "test_bewear_superpower_asks_for_40_more_at_20_to_itself",
        "scenarios/EN_II_E_10_bewear_superpower.toml",
        "scenarios/EN_II_E_10_bewear_superpower_declined.toml",
    ),
    ("sm1-113", "attack Psychic"): (
        "test_oranguru_psychic_does_20_more_for_each_energy_on_the_defender",
    ),
    ("sm1-113", "Ability Instruct"): (
        "test_oranguru_instruct_draws_up_to_3_cards_in_hand",
        "scenarios/EN_II_E_12_oranguru_instruct_once_per_pokemon.toml",
    ),
    ("sm1-114", "Trainer"): ("test_big_malasada_heals_20_and_removes_the_chosen_condition",),
    ("sm1-116", "Trainer"): (
        "test_energy_retrieval_takes_2_basic_energy_cards_of_choice",
        "test_energy_retrieval_takes_the_only_one_there_is_and_is_refused_with_none",
    ),
    ("sm1-120", "Trainer"): ("test_hau_draws_3_cards",),
    ("sm1-122", "Trainer"): (
        "test_lillie_draws_until_6_cards_in_hand",
        "test_lillie_draws_until_8_on_the_players_first_turn",
    ),
    ("sm1-123", "Trainer"): ("test_nest_ball_benches_a_basic_pokemon_from_the_deck",),
    ("sm1-127", "Trainer"): (
        "test_potion_heals_30_from_the_chosen_pokemon",
        "scenarios/EN_II_C_06_potion.toml",
    ),
    ("sm1-128", "Trainer"): (
        "test_professor_kukui_draws_2_and_adds_20_before_weakness",
        "test_professor_kukui_can_be_played_with_an_empty_deck_for_its_bonus",
    ),
    ("sm1-134", "Trainer"): (
        "test_timer_ball_searches_one_evolution_pokemon_for_each_heads",
        "test_timer_ball_with_no_heads_neither_searches_nor_shuffles",
    ),
    ("sm1-135", "Trainer"): ("test_ultra_ball_discards_2_then_finds_any_pokemon",),
}
