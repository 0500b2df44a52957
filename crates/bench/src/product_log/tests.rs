use std::collections::HashMap;

use bobine_store::testing::{Backend, TestLog};

use super::*;
use crate::replay::read_all;

#[tokio::test]
async fn a_product_log_decodes_in_the_stated_mix_with_sequences_from_one() {
    const EVENTS: u64 = 20_000;
    let t = TestLog::new(Backend::Sqlite).await;
    let mix = fill_product_log(&t.log, EVENTS).await.unwrap();
    println!("{mix}");
    assert_eq!(mix.total(), EVENTS);

    let mut read = ProductMix::default();
    let mut sequences = HashMap::<(String, String), i64>::new();
    let mut last_recorded = OffsetDateTime::UNIX_EPOCH;
    let count = read_all(&t.log, |event| {
        decode_any(event)?;
        read.add(&event.event_type);
        let stream = (event.aggregate_type.clone(), event.aggregate_id.clone());
        let last = sequences.entry(stream).or_insert(0);
        assert_eq!(
            event.sequence,
            *last + 1,
            "{} {} after {last}",
            event.aggregate_type,
            event.aggregate_id
        );
        *last = event.sequence;
        let recorded = event.meta("recorded_at").expect("recorded_at");
        let recorded = OffsetDateTime::parse(&recorded, &Rfc3339).expect("RFC 3339");
        assert!(recorded > last_recorded, "{recorded} after {last_recorded}");
        last_recorded = recorded;
        assert!(event.meta("actor").is_some() && event.meta("request_id").is_some());
        Ok(())
    })
    .await
    .unwrap();
    assert_eq!(count, mix.total());
    assert_eq!(read, mix);

    let parts: u64 = PARTS.iter().map(|(_, _, types)| mix.count(types)).sum();
    assert_eq!(parts, EVENTS, "every event type is in a part");
    for (part, target, types) in PARTS {
        let share = 100.0 * mix.share(types);
        assert!(
            (share - target as f64).abs() <= 5.0,
            "{part}: {share:.1} %, target {target} %"
        );
    }
    assert!(last_recorded - instant(START_MS) > Duration::days(360));
}
