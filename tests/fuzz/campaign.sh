#!/usr/bin/env bash
# A fuzz campaign beyond the default run: the same properties as tests/fuzz, each with many
# fresh examples (PLAYMAT_FUZZ_SCALE times its default budget), printing Hypothesis's counts.
#
#   bash tests/fuzz/campaign.sh            about 10,000 decklists and decisions, 1,000 damaged
#                                          saves and card records in pools (a quarter hour)
#   bash tests/fuzz/campaign.sh 2          twice that
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
times="${1:-1}"

run() {  # run SCALE TEST
    PLAYMAT_FUZZ_SCALE=$(($1 * times)) QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest \
        -q -p no:cacheprovider --hypothesis-show-statistics "tests/fuzz/$2"
}

run 67 "test_fuzz_decklists.py::test_any_text_is_read_or_refused_with_a_decklist_error"
run 20 "test_fuzz_decklists.py::test_good_lines_in_any_form_read_back_as_their_cards"
run 17 "test_fuzz_saves.py::test_a_damaged_save_never_escapes_as_anything_but_a_playmat_error"
run 10 "test_fuzz_card_records.py::test_a_damaged_record_is_a_storable_card_or_a_card_data_error"
run 67 "test_fuzz_card_records.py::test_a_damaged_record_in_a_pool_is_skipped_with_its_place_and_the_rest_imports"
run 25 "test_fuzz_wire.py::test_any_json_decodes_to_a_decision_that_reads_back_or_a_decode_error"
run 20 "test_fuzz_wire.py::test_a_decoded_decision_is_played_or_refused_whole"
run 17 "test_fuzz_wire.py::test_a_damaged_observation_decodes_or_raises_a_decode_error"
