import Foundation
import QuickTaxCore

/// `--calendar FILE.ics` on `plan` and `estimate`: the payments still to make as an iCalendar
/// file, written beside the normal output, all or nothing (``OutputFile``).
enum CalendarFile {
  static let option = OptionSpec(
    name: "calendar", valueName: "FILE.ics",
    help: "Also write each remaining due date that needs a payment as an all-day calendar event (iCalendar, reminder 3 days before); past dates and $0 dates are left out (none left: no file).")

  /// What was written, for the output's "Calendar:" line and the JSON's `calendar`.
  struct Written {
    let path: String
    /// Events in the file; 0 when there was nothing to put in it (then no file is written).
    let events: Int

    var line: String {
      events == 0
        ? "Calendar: no remaining due date needs a payment; \(path) not written."
        : "Calendar: \(events) event\(events == 1 ? "" : "s") written to \(path)."
    }

    var json: JSONValue {
      .object(JSONObject(["file": .string(path), "events": .number(JSONNumber(Double(events))), "written": .bool(events > 0)]))
    }
  }

  /// The `--calendar` path, checked before anything is computed: empty, `-`, a folder, a device
  /// or a path in a missing folder is a usage error naming the flag; so is a file the command reads
  /// (`inputs`: the household file, `--tax-data`) or one of its standard streams, by device and
  /// inode, so that no link or `/proc/self/fd` path can have the calendar renamed over it.
  static func target(_ arguments: CommandArguments, inputs: [(path: String, what: String)]) throws(UsageError) -> String? {
    guard let path = try arguments.path("calendar") else { return nil }
    guard path != "-" else { throw UsageError("--calendar writes a file; give its name (standard output has the plan)") }
    let ownFile = "give the calendar a file of its own, such as plan.ics"
    if let stream = FileIdentity.standardStream(at: path) {
      throw UsageError("--calendar \(shown(path)): is this command's \(stream) (the same file); \(ownFile)")
    }
    if let target = FileIdentity(path: path), let input = inputs.first(where: { FileIdentity(path: $0.path) == target }) {
      let same = input.path == path ? "" : " (\(shown(input.path)))"
      throw UsageError("--calendar \(shown(path)): is \(input.what)\(same), which it would replace; \(ownFile)")
    }
    do {
      _ = try OutputFile.destination(path)
    } catch {
      throw UsageError(message(error))
    }
    return path
  }

  /// A path in a message: as it is, or a long one (thousands of characters) as an excerpt.
  private static func shown(_ path: String) -> String { path.count > 200 ? InputExcerpt.quoted(path) : path }

  /// A failure to write, naming the flag; a long path (thousands of characters) as an excerpt, so
  /// that no message fills the terminal.
  static func message(_ failure: InputFile.Failure) -> String {
    let path = failure.name
    guard path.count > 200 else { return "--calendar \(failure.message)" }
    let folder = (path as NSString).deletingLastPathComponent
    let reason = folder.count > 24 ? failure.reason.replacingOccurrences(of: folder, with: InputExcerpt.quoted(folder)) : failure.reason
    return "--calendar \(InputExcerpt.quoted(path)): \(reason)"
  }

  /// The household's name in the calendar: the household file's name without its folder and
  /// `.json` ("single-w2"); "household" for standard input.
  static func householdName(_ path: String) -> String {
    guard path != "-" else { return "household" }
    let name = (path as NSString).lastPathComponent
    let bare = name.lowercased().hasSuffix(".json") ? String(name.dropLast(5)) : name
    return bare.isEmpty ? "household" : bare
  }

  /// The events of `payments`, one per payment.
  /// `stateNote`: what the calendar leaves out of the state's tax, in each event's description.
  static func events(_ payments: [DuePayment], household: String, asOf: String, stateNote: String? = nil) -> [CalendarEvent] {
    payments.map { payment in
      CalendarEvent(
        // The balance due shares its date with next year's first voucher: its own UID.
        uid: ICalendar.uid(
          household: household, jurisdiction: payment.jurisdiction.rawValue + (payment.amountKind == .balanceDue ? "-balance" : ""),
          dueDate: payment.dueDate), day: payment.dueDate,
        summary: payment.calendarSummary(household: household),
        description: payment.calendarDescription(household: household, asOf: asOf) + (stateNote.map { "\n" + $0 } ?? ""),
        url: payment.payee.url,
        alarmText: "Pay \(payment.amountText) to \(payment.authority.agency) by \(payment.dueDateText) (\(household), \(payment.payee.service))")
    }
  }

  /// Writes the calendar of `payments` to `path` (nothing when there is none to make); a failure
  /// names the flag and the path.
  static func write(
    _ payments: [DuePayment], to path: String, household: String, clock: CalculationClock, stateNote: String? = nil
  ) throws(CommandFailure) -> Written {
    // A balance whose date has passed is said in What to do, not made an event on a past date.
    let payments = payments.filter { $0.amountKind != .pastDueBalance }
    guard !payments.isEmpty else { return Written(path: path, events: 0) }
    let asOf = JSDateFormat.longDay(clock.now, in: clock.timeZone)
    let text = ICalendar.document(
      events(payments, household: household, asOf: asOf, stateNote: stateNote), name: "QuickTax: \(household)", stamp: clock.now)
    do {
      try OutputFile.write(Data(text.utf8), to: path)
    } catch {
      throw CommandFailure(message(error))
    }
    return Written(path: path, events: payments.count)
  }
}
