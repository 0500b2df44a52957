//! An event as read back from the log, for projections and exports.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::value::RawValue;

use crate::position::Position;

/// A window of the log (`EventLog::read_window`).
pub struct Window {
    /// The events kept, in commit order.
    pub events: Vec<StoredEvent>,
    /// The window's last event, kept or not (`after` when it is empty): where the
    /// next window starts.
    pub end: Position,
    /// Whether the window held `limit` events: if not, it reached the newest event
    /// readers could see.
    pub full: bool,
}

/// One committed event with its place in commit order. Payload and metadata stay
/// raw JSON text: a projection decodes only the events it cares about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredEvent {
    pub position: Position,
    pub aggregate_type: String,
    pub aggregate_id: String,
    pub sequence: i64,
    pub event_type: String,
    pub event_version: String,
    pub payload: String,
    pub metadata: String,
    /// When the log committed it, RFC 3339 in UTC.
    pub recorded_at: String,
}

#[derive(Serialize)]
struct ExportLine<'a> {
    position: Position,
    aggregate_type: &'a str,
    aggregate_id: &'a str,
    sequence: i64,
    event_type: &'a str,
    event_version: &'a str,
    recorded_at: &'a str,
    payload: &'a RawValue,
    metadata: &'a RawValue,
}

impl StoredEvent {
    /// Decodes the payload into the aggregate's event enum.
    pub fn decode<E: DeserializeOwned>(&self) -> serde_json::Result<E> {
        serde_json::from_str(&self.payload)
    }

    /// One metadata value (`actor`, `request_id`, `recorded_at`, `client`).
    pub fn meta(&self, key: &str) -> Option<String> {
        let map: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(&self.metadata).ok()?;
        map.get(key)?.as_str().map(str::to_string)
    }

    /// The event as one line of NDJSON (the analysts' export format, docs/operations.md).
    pub fn to_json_line(&self) -> serde_json::Result<String> {
        let payload: &RawValue = serde_json::from_str(&self.payload)?;
        let metadata: &RawValue = serde_json::from_str(&self.metadata)?;
        serde_json::to_string(&ExportLine {
            position: self.position,
            aggregate_type: &self.aggregate_type,
            aggregate_id: &self.aggregate_id,
            sequence: self.sequence,
            event_type: &self.event_type,
            event_version: &self.event_version,
            recorded_at: &self.recorded_at,
            payload,
            metadata,
        })
    }
}
