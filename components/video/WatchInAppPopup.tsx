import { Dialog } from 'antd-mobile';

/** "Please watch in the app" (inventory §0, `Filed4`): a video tapped outside the app plays only there. */
export function WatchInAppPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <Dialog
      visible={visible}
      title="提示！"
      content={<p style={{ textAlign: 'center' }}>请到App去观看</p>}
      onClose={onClose}
      closeOnMaskClick
      actions={[{ key: 'ok', text: '好的', bold: true, onClick: onClose }]}
    />
  );
}
