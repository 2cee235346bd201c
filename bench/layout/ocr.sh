#!/usr/bin/env bash
# bench/layout/ocr.sh DIR: OCRs every page image render.py wrote in DIR with Tesseract 5
# (chi_sim) into its plain text, hOCR and ALTO (<stem>.txt, .hocr, .xml), two pages at a time,
# skipping those done. Needs tesseract-ocr and tesseract-ocr-chi-sim (Debian).
set -euo pipefail
dir=${1:?usage: bench/layout/ocr.sh DIR}
command -v tesseract > /dev/null || { echo "ocr.sh: no tesseract; apt-get install tesseract-ocr tesseract-ocr-chi-sim" >&2; exit 2; }
tesseract --version 2>&1 | head -1 > "$dir/VERSION"
ls "$dir"/*.png | while read -r image; do
  stem=${image%.png}
  [ -s "$stem.xml" ] && continue
  echo "$image"
done | xargs -r -P 2 -I{} sh -c 'OMP_THREAD_LIMIT=1 tesseract "$1" "${1%.png}" -l chi_sim --psm 3 hocr alto txt 2>/dev/null' _ {}
