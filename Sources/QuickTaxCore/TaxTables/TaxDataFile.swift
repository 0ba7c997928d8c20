/// One tax-table file: a header that says what it is and where its figures come from, and the
/// figures of one jurisdiction for one tax year under one rule set.
public struct TaxDataFile: Sendable {
  /// Who a file's figures are for: `federal`, or a state by its key (`california`,
  /// `washington`: ``USState/key``), the name files and output use. Open, so that a state is added
  /// in its own folder (States/) with no case here.
  public struct Jurisdiction: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The federal government: the IRS's figures and payments.
    public static let federal = Jurisdiction(rawValue: "federal")

    public static func < (lhs: Jurisdiction, rhs: Jurisdiction) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }

    /// The jurisdictions a table file may be for: federal, and each state with tables of its own
    /// (`StateCatalog.jurisdictionsWithTables`) beside California.
    public static var withTables: [Jurisdiction] { everyYear + StateCatalog.jurisdictionsWithTables }

    /// The jurisdictions every year of a rule set has a file for: the web app's two.
    public static let everyYear: [Jurisdiction] = [.federal, .california]
  }

  /// What a file's figures are for.
  public enum Kind: String, Sendable, CaseIterable {
    /// Brackets, deductions and the rest of the tax computation (the default).
    case incomeTax
    /// Estimated-tax penalty rules: required payments, installments, underpayment rates.
    case estimatedTaxPenalty
  }

  /// A publication a value is taken from.
  public struct Source: Sendable, Equatable {
    public let title: String
    public let href: String
  }

  /// The file name ("quicktax-web-2025-federal.json"), for messages.
  public let name: String
  public let schemaVersion: Int
  public let kind: Kind
  /// "quicktax-web" (the web app's tables, for parity) or another named rule set.
  public let ruleSet: String
  public let jurisdiction: Jurisdiction
  public let taxYear: Int
  /// The first day the tables apply (`YYYY-MM-DD`).
  public let effective: String
  /// The last day they should be used for estimates (`YYYY-MM-DD`).
  public let expires: String
  public let description: String
  /// Every source the file cites, by the id its values use.
  public let sources: [String: Source]
  /// The whole document, for reading the figures.
  public let document: JSONFieldReader

  /// The schema versions this build reads.
  public static let supportedSchemaVersions = 1...1

  public init(name: String, document value: JSONValue) throws(TaxDataError) {
    self.name = name
    do throws(JSONFieldError) {
      let document = try JSONFieldReader(value)
      self.document = document
      schemaVersion = try document.integer("schemaVersion")
      guard TaxDataFile.supportedSchemaVersions.contains(schemaVersion) else {
        throw JSONFieldError(
          path: "schemaVersion",
          message: "schema version \(schemaVersion) is not supported (this build reads \(TaxDataFile.supportedSchemaVersions))")
      }
      let kindName = document.value("kind")?.stringValue ?? Kind.incomeTax.rawValue
      guard let kind = Kind(rawValue: kindName) else {
        throw JSONFieldError(path: "kind", message: "\"\(kindName)\" is not one of \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      self.kind = kind
      ruleSet = try document.string("ruleSet")
      let jurisdictionName = try document.string("jurisdiction")
      let jurisdiction = Jurisdiction(rawValue: jurisdictionName)
      guard Jurisdiction.withTables.contains(jurisdiction) else {
        throw JSONFieldError(
          path: "jurisdiction", message: "\"\(jurisdictionName)\" is not one of \(Jurisdiction.withTables.map(\.rawValue).joined(separator: ", "))")
      }
      self.jurisdiction = jurisdiction
      taxYear = try document.integer("taxYear")
      effective = try document.string("effective")
      expires = try document.string("expires")
      description = try document.string("description")
      var sources: [String: Source] = [:]
      let sourceList = try document.object("sources")
      for key in sourceList.object.keys {
        let entry = try sourceList.object(key)
        sources[key] = Source(title: try entry.string("title"), href: try entry.string("href"))
      }
      self.sources = sources
    } catch {
      throw TaxDataError(file: name, field: error.path, rule: error.message)
    }
  }

  /// A group of figures (`saltCap`, `ordinaryBrackets`…), which must cite one of the file's sources.
  func group(_ key: String) throws(JSONFieldError) -> JSONFieldReader {
    let group = try document.object(key)
    let source = try group.string("source")
    guard sources[source] != nil else {
      throw JSONFieldError(path: group.path(of: "source"), message: "cites \"\(source)\", which is not in `sources`")
    }
    return group
  }
}

/// A tax-table file that cannot be used, and why: the file, the field and the rule it breaks.
public struct TaxDataError: Error, Sendable, Equatable, CustomStringConvertible {
  public let file: String
  public let field: String
  public let rule: String

  public init(file: String, field: String, rule: String) {
    self.file = file
    self.field = field
    self.rule = rule
  }

  public var description: String { field.isEmpty ? "\(file): \(rule)" : "\(file): \(field): \(rule)" }
}

extension TaxDataFile {
  /// Whether a household living in `state` (nil: none named) reads this file: every year's federal
  /// and California files, a state's own only for its residents.
  public func isRead(byResidentOf state: Jurisdiction?) -> Bool {
    Jurisdiction.everyYear.contains(jurisdiction) || jurisdiction == state
  }
}
