extension LayoutPage {
    /// Where each line of `text` lies on the page's scan, an image of `width` × `height` pixels
    /// (a heading broken over lines, the box around its parts): the line's box in the file's
    /// unit, scaled by the image's size over the page's (`WIDTH` and `HEIGHT`, or hOCR's page
    /// box), so that a scan kept at another resolution than the OCR read still fits; evenly by
    /// the one side a file gives, when it gives one; a file of pixels that gives no page size is
    /// taken at the scan's. None when the units cannot be turned into pixels (millimetres with
    /// no page size), and a line without a box, or whose box falls off the image, has none.
    public func scanLines(width imageWidth: Int, height imageHeight: Int) -> [ScanLine] {
        let scale: (x: Double, y: Double)
        if let width, let height {
            scale = (Double(imageWidth) / width, Double(imageHeight) / height)
        } else if let side = width.map({ Double(imageWidth) / $0 }) ?? height.map({ Double(imageHeight) / $0 }) {
            // One side given: the page is scaled evenly by it.
            scale = (side, side)
        } else if unit == .pixel {
            scale = (1, 1)
        } else {
            return []
        }
        guard scale.x.isFinite, scale.y.isFinite, scale.x > 0, scale.y > 0 else { return [] }
        var lines: [ScanLine] = []
        var number = 0
        for (blockIndex, block) in PrintedLines(self).blocks.enumerated() {
            // `text` sets a blank line between two blocks.
            number += blockIndex == 0 ? 0 : 1
            for line in block {
                number += 1
                guard var box = line.boxes.first else { continue }
                for part in line.boxes.dropFirst() { box = box.union(part) }
                let left = (box.x * scale.x).rounded(.down), top = (box.y * scale.y).rounded(.down)
                let right = min(((box.x + box.width) * scale.x).rounded(.up), Double(imageWidth))
                let bottom = min(((box.y + box.height) * scale.y).rounded(.up), Double(imageHeight))
                // A page size far from the image's scales a box off it, or past what an Int holds.
                guard left < Double(imageWidth), top < Double(imageHeight), right > left, bottom > top,
                      let placed = ScanLine(line: number, x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
                else { continue }
                lines.append(placed)
            }
        }
        return lines
    }
}
