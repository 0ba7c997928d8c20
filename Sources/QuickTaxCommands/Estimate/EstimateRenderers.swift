/// `estimate --format text`: lines for a terminal, figures right-aligned in one column; colour
/// only when allowed (a terminal, NO_COLOR unset).
enum TextRenderer {
  static let valueColumn = 66

  static func render(_ document: EstimateDocument, color: Bool) -> String {
    let style = Style(color: color)
    var lines = [style.bold(document.title), document.subtitle]
    if let notice = document.yearEndedNotice { lines += wrapped(notice, width: valueColumn).map { style.yellow($0) } }
    if let notice = document.stateNotice { lines += wrapped(notice, width: valueColumn).map { style.yellow($0) } }
    lines += document.tableNotices.map { style.yellow($0) } + [""]
    // What is owed or comes back first, then what to do about it.
    for balance in document.balances {
      let words = balance.tone == .owed ? style.red(balance.words) : (balance.tone == .overpaid ? style.green(balance.words) : balance.words)
      lines.append("  " + balance.title.padding(toLength: 20, withPad: " ", startingAt: 0) + style.bold(words))
    }
    for note in document.marginalNote?.split(separator: "\n").map(String.init) ?? [] { lines += wrapped(note, width: valueColumn - 2).map { "  " + $0 } }
    if let whatToDo = document.whatToDo {
      lines += ["", style.bold("What to do")]
      if !whatToDo.items.isEmpty { lines += wrapped(WhatToDo.intro, width: valueColumn - 2).map { "  " + style.dim($0) } }
      for (index, item) in whatToDo.items.enumerated() {
        lines += wrapped("\(index + 1). \(item)", width: valueColumn - 2).enumerated().map { $0 == 0 ? "  " + $1 : "     " + $1 }
      }
      if let note = whatToDo.note { lines += wrapped(note, width: valueColumn - 2).map { "  " + $0 } }
      if let calendar = document.calendarLine { lines.append("  " + calendar) }
    }
    for section in document.sectionsWithComparison {
      lines += ["", style.bold(section.title)]
      for block in section.blocks {
        switch block {
        case .row(let label, let value, let level):
          let text = aligned(String(repeating: "  ", count: level + 1) + label, value)
          lines.append(level > 0 ? style.dim(text) : text)
        case .note(let note):
          lines += wrapped(note, width: valueColumn - 4).map { "    " + style.dim($0) }
        case .table(let title, let header, let rows, let muted, let rightAligned):
          lines.append("  " + title)
          lines += table(header: header, rows: rows, rightAligned: rightAligned).enumerated().map { index, line in
            index == 0 || muted.contains(index - 1) ? style.dim(line) : line
          }
        }
      }
    }
    if document.whatToDo == nil, let calendar = document.calendarLine { lines += ["", calendar] }
    if !document.warnings.isEmpty {
      lines += ["", style.bold("Warnings")]
      lines += document.warnings.map { "  - " + style.yellow($0) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A table, the header first; the last column ends at the value column (or after its widest cell).
  static func table(header: [String], rows: [[String]], rightAligned: Set<Int>) -> [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
    return all.map { row in
      var line = "    "
      for column in header.indices {
        let cell = row.indices.contains(column) ? row[column] : ""
        if column == header.count - 1 {
          // Right-aligned at the value column, or past it when the table is wider.
          line += String(repeating: " ", count: max(2 + widths[column] - cell.count, valueColumn - line.count - cell.count)) + cell
        } else if rightAligned.contains(column) {
          line += String(repeating: " ", count: widths[column] - cell.count) + cell + "  "
        } else {
          line += cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
        }
      }
      return line
    }
  }

  /// Words filled into lines of at most `width` characters (a longer word gets a line of its own).
  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  static func aligned(_ label: String, _ value: String) -> String {
    label + String(repeating: " ", count: max(2, valueColumn - label.count - value.count)) + value
  }

  struct Style {
    let color: Bool
    func bold(_ text: String) -> String { styled(text, "1") }
    func dim(_ text: String) -> String { styled(text, "2") }
    func red(_ text: String) -> String { styled(text, "31") }
    func green(_ text: String) -> String { styled(text, "32") }
    func yellow(_ text: String) -> String { styled(text, "33") }
    private func styled(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
  }
}

/// `estimate --format markdown`: a report to paste or share.
enum MarkdownRenderer {
  static func render(_ document: EstimateDocument) -> String {
    var lines = ["# \(escape(document.title))", "", escape(document.subtitle), ""]
    if let notice = document.yearEndedNotice { lines += ["> " + escape(notice), ""] }
    if let notice = document.stateNotice { lines += ["> " + escape(notice), ""] }
    if !document.tableNotices.isEmpty { lines += document.tableNotices.map { "> " + escape($0) } + [""] }
    lines += ["| | Balance |", "| --- | ---: |"]
    lines += document.balances.map { "| **\(escape($0.title))** | **\(escape($0.words))** |" }
    for note in document.marginalNote?.split(separator: "\n").map(String.init) ?? [] { lines += ["", escape(note)] }
    if let whatToDo = document.whatToDo {
      lines += ["", "## What to do", ""]
      if !whatToDo.items.isEmpty { lines += [escape(WhatToDo.intro), ""] }
      lines += whatToDo.items.enumerated().map { "\($0 + 1). \(escape($1))" }
      if let note = whatToDo.note { lines += ["", escape(note)] }
      if let calendar = document.calendarLine { lines += ["", escape(calendar)] }
    }
    for section in document.sectionsWithComparison {
      lines += ["", "## \(escape(section.title))", ""]
      var inTable = false
      for block in section.blocks {
        switch block {
        case .row(let label, let value, let level):
          if !inTable { lines += ["| | |", "| --- | ---: |"] }
          inTable = true
          lines.append(level > 0 ? "| &nbsp;&nbsp;\(escape(label)) | \(escape(value)) |" : "| \(escape(label)) | \(escape(value)) |")
        case .note(let note):
          lines += ["", "_\(escape(note))_", ""]
          inTable = false
        case .table(let title, let header, let rows, _, let rightAligned):
          let alignment = header.indices.map { rightAligned.contains($0) ? "---:" : "---" }
          lines += ["", "### \(escape(title))", "", "| " + header.joined(separator: " | ") + " |", "| " + alignment.joined(separator: " | ") + " |"]
          for row in rows { lines.append("| " + row.map(escape).joined(separator: " | ") + " |") }
          inTable = false
        }
      }
    }
    if document.whatToDo == nil, let calendar = document.calendarLine { lines += ["", escape(calendar)] }
    if !document.warnings.isEmpty {
      lines += ["", "## Warnings", ""]
      lines += document.warnings.map { "- \(escape($0))" }
    }
    // One blank line between blocks, however they follow each other.
    let collapsed = lines.enumerated().filter { index, line in !(line.isEmpty && index > 0 && lines[index - 1].isEmpty) }.map(\.element)
    return collapsed.joined(separator: "\n") + "\n"
  }

  /// Table cells and text must not break the markdown: pipes, and characters that start emphasis.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "|*_`<>[]\\".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
