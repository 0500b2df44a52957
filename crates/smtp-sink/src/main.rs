//! `bobine-smtp-sink --port PORT --dir DIR`: the tests' SMTP server as a process, for
//! the browser journeys (scripts/lib/e2e.sh): it writes each message it receives to
//! `DIR/<n>.eml`, as it arrived, and runs until it is killed.
#![forbid(unsafe_code)]

use std::path::PathBuf;
use std::time::Duration;

use bobine_smtp_sink::SmtpSink;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let (mut port, mut dir) = (0, PathBuf::from("outbox"));
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--port", Some(value)) => port = value.parse().map_err(std::io::Error::other)?,
            ("--dir", Some(value)) => dir = value.into(),
            _ => {
                return Err(std::io::Error::other(
                    "usage: bobine-smtp-sink --port PORT --dir DIR",
                ));
            }
        }
    }
    std::fs::create_dir_all(&dir)?;
    let sink = SmtpSink::start_on(port).await?;
    println!("{}", sink.url());
    let mut written = 0;
    loop {
        sink.wait_until(Duration::from_secs(3600), |received| {
            received.len() > written
        })
        .await;
        for message in &sink.received()[written..] {
            written += 1;
            let path = dir.join(format!("{written:06}.eml"));
            std::fs::write(&path, &message.data)?;
        }
    }
}
