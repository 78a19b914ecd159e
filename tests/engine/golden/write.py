"""Write the golden snapshots of ``tests/engine/test_snapshots_golden.py`` with the engines on
``sys.path``. To write them with an older commit's engines (they need nothing but the standard
library):

    git archive <commit> variants | tar -x -C /tmp/old
    PYTHONPATH=/tmp/old python -S tests/engine/golden/write.py > tests/engine/golden/snapshots-<commit>.json
"""
import json
import sys

from variants import all_variants
from variants.rng import Rng

out = {}
for name, variant in sorted(all_variants().items()):
    configs = list(variant.playout_configs()) or [variant.configure(variant.min_players, {})]
    for i, config in enumerate(configs[:4]):
        for tabletop in (False, True):
            seed = f"golden-{name}-{i}"
            rng = Rng("pick/" + seed)
            server, _ = variant.start(config, seed)
            table = None
            if tabletop:
                table, _ = variant.start(config, seed, tabletop=True)
                for report in variant.table_opening(server):
                    table, _ = variant.apply(table, report)
            steps = 0
            kept = []
            while not variant.is_finished(server):
                seat = variant.to_act(server)[0]
                legal = variant.legal_moves(server, seat)
                move = legal[rng.below(len(legal))]
                before = server
                server, events = variant.apply(server, move)
                if tabletop:
                    for report in variant.table_reports(before, move, events):
                        table, _ = variant.apply(table, report)
                steps += 1
                if steps in (5, 40):
                    kept.append(table if tabletop else server)
            kept.append(table if tabletop else server)
            for k, state in enumerate(kept):
                key = f"{name}/{i}/{'table' if tabletop else 'dealt'}/{k}"
                out[key] = {"snapshot": variant.dump(state), "view": variant.view(state, None),
                            "seat0": variant.view(state, 0),
                            "legal": [m.to_dict() for m in variant.legal_moves(state, variant.to_act(state)[0])] if variant.to_act(state) else []}
json.dump(out, sys.stdout, sort_keys=True, separators=(",", ":"))
