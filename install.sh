#!/bin/sh
# Installs quicktax, the release binary for this machine, without Swift or root (issue 37). The
# usage below is what --help prints (the script may run from a pipe, with no file to read it from).
set -eu

# The release workflow writes its own repository here in the copy it attaches to a release.
default_repository=""

usage() {
  cat <<'USAGE'
install.sh: installs quicktax, the release binary for this machine, without Swift or root: downloads
a release's archive, checks its SHA-256, checks that the binary runs here, and puts it in a folder
on the PATH.

Usage:
  curl -fsSL https://github.com/OWNER/REPO/releases/latest/download/install.sh | sh
  sh install.sh [--version X.Y.Z] [--to DIR] [--repo OWNER/REPO]
  sh install.sh --from FILE [--sha256 HEX] [--to DIR]

Options:
  --version X.Y.Z  the release to install (default: the latest)
  --to DIR         the folder to put quicktax in (default: ~/.local/bin, or ~/bin when only that
                   one is on the PATH; created if missing)
  --repo OWNER/REPO
                   the GitHub repository that publishes the releases (the copy of this script
                   attached to a release knows its own; QUICKTAX_REPOSITORY in the environment too)
  --from FILE      an archive already downloaded or built (quicktax-VERSION-OS-ARCH.tar.gz, as
                   Tools/release-build --dist makes): a path, a file:// URL or an https:// URL;
                   its checksum is FILE.sha256 beside it, or --sha256
  --sha256 HEX     the archive's SHA-256, instead of the .sha256 file
  -h, --help       this text

Exit status: 0 installed; 1 a download, the checksum or the binary failed (nothing is installed
then); 64 a usage error.
USAGE
}
fail() { echo "install.sh: $*" >&2; exit 1; }
# A usage error: what was wrong, the three forms, and where the rest is.
usage_error() {
  echo "install.sh: $*" >&2
  usage | sed -n '/^Usage:/,/^$/p' >&2
  echo "install.sh --help describes each option." >&2
  exit 64
}

version="" to="" from="" sha256="" repository="${QUICKTAX_REPOSITORY:-$default_repository}"
while [ $# -gt 0 ]; do
  option="$1"
  case "$option" in
    --version | --to | --repo | --from | --sha256)
      [ $# -ge 2 ] || usage_error "$option needs a value"
      value="$2"
      shift 2
      ;;
    --version=* | --to=* | --repo=* | --from=* | --sha256=*)
      value="${option#*=}"
      option="${option%%=*}"
      shift
      ;;
    -h | --help) usage; exit 0 ;;
    *) usage_error "unknown option '$option'" ;;
  esac
  [ -n "$value" ] || usage_error "$option is empty"
  case "$option" in
    --version) version="${value#v}" ;;
    --to) to="$value" ;;
    --repo) repository="$value" ;;
    --from) from="$value" ;;
    --sha256) sha256="$value" ;;
  esac
done
if [ -n "$sha256" ] && [ -z "$from" ]; then usage_error "--sha256 goes with --from"; fi
if [ -n "$version" ] && [ -n "$from" ]; then usage_error "--from installs the archive given; --version chooses one to download"; fi

case "$(uname -s)" in
  Linux) system=linux ;;
  Darwin) system=macos ;;
  *) fail "no release is built for $(uname -s); build from source (swift build -c release)" ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) processor=x86_64 ;;
  aarch64 | arm64) processor=aarch64 ;;
  *) fail "no release is built for the $(uname -m) processor; build from source (swift build -c release)" ;;
esac
# macOS releases are universal (both processors in one binary); this machine's own where not.
if [ "$system" = macos ]; then platforms="macos-universal macos-$processor"; else platforms="linux-$processor"; fi

work="$(mktemp -d "${TMPDIR:-/tmp}/quicktax-install-XXXXXX")"
trap 'rm -rf "$work"' EXIT
trap 'exit 1' HUP INT TERM

# A download needs curl or wget; said before anything is fetched.
needs_downloader() {
  command -v curl >/dev/null 2>&1 || command -v wget >/dev/null 2>&1 \
    || fail "neither curl nor wget is installed to download from GitHub; download the archive and use --from"
}

# download URL FILE: https with curl or wget; false when the server has no such file.
download() {
  if command -v curl >/dev/null 2>&1; then
    curl -fsSL --proto '=https' --tlsv1.2 -o "$2" "$1"
  else
    wget -q --https-only -O "$2" "$1"
  fi
}

# fetch SOURCE FILE: a path, a file:// URL or an https:// URL (checked by --from), copied to FILE.
fetch() {
  case "$1" in
    file://localhost/*) cp "${1#file://localhost}" "$2" ;;
    file://*) cp "${1#file://}" "$2" ;;
    https://*) download "$1" "$2" ;;
    *) cp "$1" "$2" ;;
  esac
}

# The SHA-256 of FILE in lowercase hexadecimal.
digest() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | cut -d ' ' -f 1
  elif command -v shasum >/dev/null 2>&1; then
    shasum -a 256 "$1" | cut -d ' ' -f 1
  elif command -v openssl >/dev/null 2>&1; then
    openssl dgst -sha256 -r "$1" | cut -d ' ' -f 1
  else
    fail "no sha256sum, shasum or openssl to check the download with"
  fi
}

archive="$work/quicktax.tar.gz"
if [ -n "$from" ]; then
  case "$from" in
    file://* | https://*) ;;
    *://*) usage_error "--from takes a path, a file:// URL or an https:// URL, not $from" ;;
  esac
  case "$from" in https://*) needs_downloader ;; esac
  name="$(basename "$from")"
  fetch "$from" "$archive" 2>/dev/null || fail "cannot read $from"
  if [ -z "$sha256" ]; then
    fetch "$from.sha256" "$work/checksum" 2>/dev/null \
      || fail "no checksum for $name: $from.sha256 is missing (or give --sha256 HEX); nothing installed"
    sha256="$(cut -d ' ' -f 1 "$work/checksum" | head -n 1)"
  fi
else
  [ -n "$repository" ] || usage_error "say which GitHub repository publishes QuickTax: --repo OWNER/REPO (or QUICKTAX_REPOSITORY)"
  needs_downloader
  if [ -z "$version" ]; then
    # The latest release's page: GitHub redirects .../releases/latest to .../releases/tag/vX.Y.Z.
    latest="https://github.com/$repository/releases/latest"
    if command -v curl >/dev/null 2>&1; then
      page="$(curl -fsSLI --proto '=https' -o /dev/null -w '%{url_effective}' "$latest")" || fail "cannot reach $latest"
    else
      page="$(wget -q --https-only -S --spider --max-redirect=0 "$latest" 2>&1 | sed -n 's/^ *Location: *//p' | tail -n 1 | tr -d '\r')"
    fi
    version="${page##*/tag/}"
    version="${version#v}"
    case "$version" in
      "" | */* | *:*) fail "no release found at $latest" ;;
    esac
  fi
  name=""
  for platform in $platforms; do
    candidate="quicktax-$version-$platform.tar.gz"
    url="https://github.com/$repository/releases/download/v$version/$candidate"
    if download "$url" "$archive" 2>/dev/null; then
      name="$candidate"
      break
    fi
  done
  [ -n "$name" ] || fail "release v$version of $repository has no archive for $platforms"
  download "$url.sha256" "$work/checksum" 2>/dev/null || fail "release v$version has no $name.sha256; nothing installed"
  sha256="$(cut -d ' ' -f 1 "$work/checksum" | head -n 1)"
fi

expected="$(printf '%s' "$sha256" | tr 'A-F' 'a-f')"
case "$expected" in
  *[!0-9a-f]* | "") fail "the checksum for $name is not a SHA-256 (64 hexadecimal digits): $sha256" ;;
esac
[ "${#expected}" -eq 64 ] || fail "the checksum for $name is not a SHA-256 (64 hexadecimal digits): $sha256"
actual="$(digest "$archive")"
[ "$actual" = "$expected" ] || fail "checksum mismatch for $name: expected $expected, got $actual; nothing installed"

mkdir "$work/unpacked"
tar -xzf "$archive" -C "$work/unpacked" || fail "$name is not a gzip-compressed tar archive"
binary=""
for candidate in "$work"/unpacked/*/quicktax "$work/unpacked/quicktax"; do
  if [ -f "$candidate" ]; then binary="$candidate"; break; fi
done
[ -n "$binary" ] || fail "$name holds no quicktax binary"
chmod 755 "$binary"
# It runs here before anything is replaced: a binary for another system or processor, or one
# needing a newer C library than this machine has, is refused.
"$binary" --version >"$work/version" 2>"$work/version-error" \
  || fail "the quicktax in $name does not run on this machine: $(head -n 3 "$work/version-error")"

on_path() {
  case ":$PATH:" in
    *":$1:"*) return 0 ;;
    *) return 1 ;;
  esac
}
if [ -z "$to" ]; then
  [ -n "${HOME:-}" ] || usage_error "HOME is not set; say where with --to DIR"
  to="$HOME/.local/bin"
  if ! on_path "$to" && on_path "$HOME/bin"; then to="$HOME/bin"; fi
fi
mkdir -p "$to" || fail "cannot create $to"
# Copied beside the old one, then renamed over it: a quicktax running now is not cut short.
cp "$binary" "$to/.quicktax.install.$$" || fail "cannot write to $to"
chmod 755 "$to/.quicktax.install.$$"
mv -f "$to/.quicktax.install.$$" "$to/quicktax" || { rm -f "$to/.quicktax.install.$$"; fail "cannot replace $to/quicktax"; }

echo "installed $to/quicktax:"
sed 's/^/  /' "$work/version"
if ! on_path "$to"; then
  echo "$to is not on your PATH; add it, e.g. in ~/.profile: export PATH=\"$to:\$PATH\""
fi
echo "manual: quicktax help --man | man -l -    completions: quicktax completions bash|zsh|fish"
