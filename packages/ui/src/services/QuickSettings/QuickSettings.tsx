import { Card } from '../../primitives/Card/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { options, title } from './QuickSettings.css.ts';

export type QuickSettingId = 'autoJoinVideo' | 'autoJoinAudio' | 'showParticipantNames';

export type QuickSettingValues = Record<QuickSettingId, boolean>;

/** Video on, audio on, participant names off (docs/product/services.md, "Meet page"). */
export const defaultQuickSettings: QuickSettingValues = {
  autoJoinVideo: true,
  autoJoinAudio: true,
  showParticipantNames: false,
};

export const quickSettingLabels: Record<QuickSettingId, string> = {
  autoJoinVideo: 'Auto-join with video',
  autoJoinAudio: 'Auto-join with audio',
  showParticipantNames: 'Show participant names',
};

export type QuickSettingsProps = {
  defaultValues?: QuickSettingValues;
  onChange?: (setting: QuickSettingId, isSelected: boolean) => void;
  title?: string;
  labels?: Partial<Record<QuickSettingId, string>>;
};

const settingOrder: readonly QuickSettingId[] = ['autoJoinVideo', 'autoJoinAudio', 'showParticipantNames'];

/** The quick-settings checkboxes of /meet. */
export function QuickSettings({
  defaultValues = defaultQuickSettings,
  onChange,
  title: titleText = 'Quick Settings',
  labels,
}: QuickSettingsProps) {
  const text = { ...quickSettingLabels, ...labels };
  return (
    <Card as="section" aria-labelledby="quick-settings-title">
      <h2 id="quick-settings-title" className={title}>
        {titleText}
      </h2>
      <div className={options}>
        {settingOrder.map((setting) => (
          <Checkbox
            key={setting}
            defaultSelected={defaultValues[setting]}
            onChange={(isSelected) => onChange?.(setting, isSelected)}
          >
            {text[setting]}
          </Checkbox>
        ))}
      </div>
    </Card>
  );
}
