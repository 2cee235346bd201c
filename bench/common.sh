# bench/common.sh: what bench/run and bench/merge share; sourced, never run.
# Needs `bench` (this folder) and `root` (the project) set, and sets `llrb` and `tools`.

say() { echo "bench/$(basename "$0"): $*" >&2; }

# Debian packages for the commands named, when missing; one `apt-get update` first.
install_missing() { # command:package...
  local wanted=() pair
  for pair in "$@"; do
    command -v "${pair%%:*}" >/dev/null || wanted+=("${pair#*:}")
  done
  [ -x /usr/bin/time ] || wanted+=(time)
  if [ ${#wanted[@]} -gt 0 ]; then
    say "installing ${wanted[*]}"
    apt-get update -qq && apt-get install -y -qq "${wanted[@]}" >/dev/null
  fi
}

build() { # folder, swift build arguments...
  local folder=$1; shift
  local log; log=$(mktemp)
  if ! (cd "$folder" && swift build -c release "$@") >"$log" 2>&1; then
    cat "$log" >&2; say "the build in $folder failed"; exit 2
  fi
  grep -E "warning:" "$log" | grep -v "the use of .mktemp. is dangerous" >&2 || true
  rm -f "$log"
}

# llrb (release; with the Swift runtime and Foundation linked statically unless `linking` is
# dynamic) and the tools in bench/.
build_all() {
  say "building llrb and the benchmark tools (release)"
  if [ "${linking:-static}" = static ]; then
    LLRB_STATIC=1 build "$root" --product llrb --static-swift-stdlib --build-path "$root/.build-static"
    llrb="$root/.build-static/release/llrb"
  else
    build "$root" --product llrb
    llrb="$root/.build/release/llrb"
  fi
  build_tools
}

# The tools in bench/ (llrb-corpus, llrb-bench), or those named: build_tools --product NAME.
build_tools() {
  # SwiftPM keeps its plan of a path dependency's files; a file added or removed at the root since would be missed.
  rm -f "$bench/.build/release.yaml" "$bench/.build/release/description.json"
  build "$bench" "$@"
  tools="$bench/.build/release"
}

# /usr/bin/time -v of one run into $work/NAME.{time,out,err}: prints "wall cpu peak_rss_kb exit".
measure() { # name, command...
  local name=$1; shift
  local status=0
  /usr/bin/time -v -o "$work/$name.time" "$@" >"$work/$name.out" 2>"$work/$name.err" || status=$?
  awk -F': ' -v status="$status" '
    /Elapsed \(wall clock\)/ { n = split($2, p, ":"); wall = 0; for (i = 1; i <= n; i++) wall = wall * 60 + p[i] }
    /User time/ { cpu += $2 } /System time/ { cpu += $2 }
    /Maximum resident set size/ { rss = $2 }
    END { printf "%.3f\t%.3f\t%d\t%d\n", wall, cpu, rss, status }' "$work/$name.time"
}

# A generated archive, made when missing (its truth file is written last): prints its folder,
# bench/data/<size>MB, or bench/data/<size>MB-rich for content words drawn by frequency from
# jieba 0.42.1's dictionary (fetched once from its source package on PyPI; MIT licence; the
# benchmark's only, never llrb's).
archive() { # standard|rich, size in MB, seed
  local vocabulary=$1 size=$2 seed=$3 data lexicon=()
  if [ "$vocabulary" = rich ]; then
    data="$bench/data/${size}MB-rich"
    local dictionary="$bench/data/lexicon/jieba-0.42.1-dict.txt"
    if [ ! -s "$dictionary" ]; then
      say "fetching jieba 0.42.1's dictionary from PyPI"
      local download; download=$(mktemp -d)
      python3 -m pip download --quiet --no-deps --no-binary :all: -d "$download" jieba==0.42.1 >&2
      mkdir -p "$(dirname "$dictionary")"
      tar -xzf "$download"/jieba-0.42.1.tar.gz -O jieba-0.42.1/jieba/dict.txt >"$dictionary"
      rm -rf "$download"
    fi
    lexicon=(--lexicon "$dictionary")
  else
    data="$bench/data/${size}MB"
  fi
  # Above 1 GB only llrb is measured (SQLite would take hours to load): no CSV for it.
  local csv=()
  [ "$size" -le 1000 ] || csv=(--no-csv)
  if [ ! -f "$data/truth/queries.tsv" ]; then
    say "generating a ${size} MB $vocabulary archive into $data"
    rm -rf "$data"
    "$tools/llrb-corpus" --size "$size" --seed "$seed" --out "$data" "${lexicon[@]}" "${csv[@]}" >&2
  fi
  echo "$data"
}
