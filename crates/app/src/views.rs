//! View counts: the hot path, one call per film or series page visit (docs/product.md, member side
//! §4 "View counts"). No aggregate is loaded: the view is appended as a fact in a group
//! commit, and answered once it is durable (docs/adr/0005). The title must exist in
//! this node's catalogue (one indexed read of the local model).

use bobine_domain::titles::TitleKind;
use bobine_domain::views::ViewEvent;
use bobine_store::Position;
use uuid::Uuid;

use crate::catalogue::ensure_title;
use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// Counts one view of title `content_id`, by member `viewer` (it counts in their
/// views in the admin list) or by a visitor (`anonymous`).
pub async fn count_view(
    node: &Node,
    origin: &Origin,
    viewer: Option<Uuid>,
    content_type: TitleKind,
    content_id: Uuid,
) -> Result<Position, AppError> {
    ensure_title(node, content_type, content_id).await?;
    let actor = viewer.map_or_else(|| "anonymous".to_string(), |v| v.to_string());
    let event = ViewEvent::ViewCounted {
        content_type,
        content_id,
    };
    node.views
        .append(&event, &origin.metadata(&actor))
        .await
        .map_err(AppError::internal)
}
