#!/usr/bin/env bash
# Installs the system ICU (libicu-dev) and pkg-config when they are missing.
# Debian and Ubuntu only; on macOS see the README (Homebrew icu4c + PKG_CONFIG_PATH).
set -euo pipefail

if pkg-config --exists icu-uc icu-i18n 2>/dev/null; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: ICU development files not found and apt-get is unavailable (install ICU and pkg-config, see README)" >&2
    exit 2
fi
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
echo "Installing libicu-dev and pkg-config..." >&2
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq libicu-dev pkg-config >/dev/null
