#!/usr/bin/env bash
# Regenerates the Python client in clients/python from openapi.yaml, with openapi-python-client
# (pinned in constraints.txt, installed by the test extra) and the templates beside this script
# (its pyproject.toml: setuptools, the service's version; its README: a whole game).
# Usage: scripts/gen_client.sh [OUTPUT_DIR]   (default clients/python; tests/contract/test_client.py
# generates into a temporary directory and compares).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$(realpath -m "${1:-$root/clients/python}")"
python="${PYTHON:-$root/.venv/bin/python}"
# The generator's post hooks run ruff (pinned too) from the same environment.
export PATH="$(cd "$(dirname "$python")" && pwd):$PATH"
version="$("$python" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' "$root/pyproject.toml")"
config="$(mktemp)"
trap 'rm -f "$config"' EXIT
cat > "$config" <<YAML
project_name_override: referee-client
package_name_override: referee_client
package_version_override: "$version"
YAML
"$python" -m openapi_python_client generate --path "$root/openapi.yaml" --meta uv \
    --custom-template-path "$root/scripts/client_templates" --config "$config" \
    --output-path "$out" --overwrite --fail-on-warning
rm -rf "$out/.ruff_cache"  # left by the post hooks
