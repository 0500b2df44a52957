import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { playableUrl, type Version } from '@/features/catalogue/utils/format';

type VersionSwitchProps = {
  sources: Record<Version, string | null | undefined>;
  value: Version;
  onChange: (version: Version) => void;
};

const VERSIONS: Version[] = ['vf', 'vostfr'];

/** VF / VOSTFR buttons; a version without a playable address is disabled '(Non dispo)'. */
export function VersionSwitch({ sources, value, onChange }: VersionSwitchProps) {
  return (
    <div role="group" aria-label={texts.version.label} className="flex gap-2">
      {VERSIONS.map((version) => {
        const available = playableUrl(sources[version]) !== null;
        const label = texts.version[version];
        return (
          <button
            key={version}
            type="button"
            disabled={!available}
            aria-pressed={value === version}
            onClick={() => onChange(version)}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${
              value === version && available
                ? 'bg-red-600 text-white'
                : 'border border-neutral-700 text-neutral-200 hover:bg-neutral-800'
            }`}
          >
            {available ? label : `${label} ${texts.version.unavailable}`}
          </button>
        );
      })}
    </div>
  );
}
